import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { getBundleBySlug, getCourseBySlug } from '@shared-data/content-catalog';
import { regionStore } from '@shared-data/platform/region-store';
import { regionalPrices } from '@shared-data/rules';
import BundleDetailPage from '../bundle-detail/BundleDetailPage';
import CourseDetailPage from '../course-detail/CourseDetailPage';
import { DetailPurchaseBar, PURCHASE_LINKS } from './DetailPurchaseBar';
import { renderDetailPage } from './test-utils';

const PYTHON = getCourseBySlug('python-programming-masterclass')!;
const BACKEND = getBundleBySlug('complete-backend-development')!;

const PAGES = [
  { kind: 'course', item: PYTHON, Page: CourseDetailPage, pattern: '/courses/:slug', path: `/courses/${PYTHON.slug}` },
  {
    kind: 'learning path',
    item: BACKEND,
    Page: BundleDetailPage,
    pattern: '/bundles/:slug',
    path: `/bundles/${BACKEND.slug}`,
  },
] as const;

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe.each(PAGES)('the $kind page’s purchase bar', ({ item, Page, pattern, path }) => {
  const bar = () => screen.getByRole('complementary', { name: `Enroll in ${item.title}` });
  const heroEnroll = () => screen.getByRole('link', { name: 'Enroll Now' });

  async function renderPage() {
    await renderDetailPage(Page, pattern, path);
    await screen.findByRole('link', { name: 'Get Lifetime Access' });
  }

  it('offers the price and the hero’s enroll link, outside India in dollars', async () => {
    await renderPage();
    const { discounted, original } = regionalPrices(item, 'GLOBAL');
    expect(discounted).toMatch(/^\$/);
    expect(bar()).toHaveTextContent(`Price: ${discounted} Original price: ${original}`);
    const enroll = within(bar()).getByRole('link', { name: new RegExp(`^Enroll Now\\s?: ${item.title}$`) });
    expect(enroll).toHaveAttribute('href', item.enrollUrl);
    expect(enroll).toHaveAttribute('href', heroEnroll().getAttribute('href'));
  });

  it('offers the rupee price and the INR link in India', async () => {
    regionStore.getState().setRegion('IN');
    await renderPage();
    const { discounted, original } = regionalPrices(item, 'IN');
    expect(discounted).toMatch(/^₹/);
    expect(bar()).toHaveTextContent(`Price: ${discounted} Original price: ${original}`);
    expect(within(bar()).getByRole('link', { name: /^Enroll Now/ })).toHaveAttribute('href', item.enrollUrlIndia);
    expect(heroEnroll()).toHaveAttribute('href', item.enrollUrlIndia);
  });

  it('comes after everything on the page, the pricing block included, in the page’s article', async () => {
    await renderPage();
    const article = screen.getByRole('heading', { level: 1 }).closest('article')!;
    expect(article.lastElementChild).toBe(bar());
    const plans = screen.getByRole('region', { name: 'Membership plans' });
    expect(plans.compareDocumentPosition(bar()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks the hero’s and the pricing block’s purchase links as the ones it steps aside for', async () => {
    await renderPage();
    const watched = [...document.querySelectorAll(PURCHASE_LINKS)];
    expect(watched).toContain(heroEnroll());
    expect(watched).toContain(screen.getByRole('link', { name: 'Get Lifetime Access' }));
    expect(watched).not.toContain(within(bar()).getByRole('link'));
    expect(watched).not.toContain(screen.getByRole('link', { name: 'View All Testimonials' }));
  });
});

describe('DetailPurchaseBar from the server’s HTML', () => {
  it('hydrates to the same tree, with no mismatch', async () => {
    const view = <DetailPurchaseBar item={PYTHON} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(view);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    expect(serverHtml).toContain('Enroll Now');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    await act(async () => void (root = hydrateRoot(container, view)));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(serverHtml);
    act(() => root?.unmount());
    container.remove();
  });
});
