import { createMemoryRouter } from 'react-router-dom';
import { ResourceCache } from '@shared-data/platform';
import { hydrateDeferredSectionsOnNavigation } from './deferred-sections';

const FOOTER = 'module:catalog/PopularCourses';
const PRICING = 'module:membership/PricingBlock';

async function pageWithDeferredSections(loader?: () => Promise<null>) {
  const router = createMemoryRouter(
    [
      {
        id: 'layout',
        path: '/',
        children: [
          { id: 'course', path: 'courses/:slug', loader },
          { id: 'faqs', path: 'faqs' },
        ],
      },
    ],
    // As in the browser: the server's data, so the first page does not load again.
    { initialEntries: ['/courses/python'], hydrationData: { loaderData: { course: null } } },
  );
  router.initialize();
  const resources = await ResourceCache.fromSnapshot(
    { values: {}, modules: [], deferred: [FOOTER, PRICING], failed: [] },
    jest.fn(),
  );
  hydrateDeferredSectionsOnNavigation(router, resources, [FOOTER]);
  const status = () => [FOOTER, PRICING].map((key) => resources.hydrationGate(key)?.status);
  return { router, status };
}

it('keeps every section waiting until the first navigation', async () => {
  const { status } = await pageWithDeferredSections();
  expect(status()).toEqual(['pending', 'pending']);
});

it("opens the layout's sections and not the page's on a navigation to another page", async () => {
  const { router, status } = await pageWithDeferredSections();
  await router.navigate('/faqs');
  await Promise.resolve();
  expect(status()).toEqual(['fulfilled', 'pending']);
  // Watching stopped with the first navigation: coming back renders the page in the browser.
  await router.navigate('/courses/python?again');
  await Promise.resolve();
  expect(status()).toEqual(['fulfilled', 'pending']);
});

it('opens every section on a navigation to the page being shown, before its loaders finish', async () => {
  const loads: ((value: null) => void)[] = [];
  const loader = () => new Promise<null>((resolve) => loads.push(resolve));
  const { router, status } = await pageWithDeferredSections(loader);
  expect(status()).toEqual(['pending', 'pending']);
  const navigation = router.navigate('/courses/python?tab=faq');
  await Promise.resolve();
  expect(router.state.navigation.state).toBe('loading');
  expect(status()).toEqual(['fulfilled', 'fulfilled']);
  loads.shift()?.(null);
  await navigation;
  expect(router.state.location.search).toBe('?tab=faq');
});
