import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import {
  AccordionItem,
  Button,
  ButtonLink,
  buttonClass,
  cardClass,
  estimateOf,
  closeButtonClass,
  coverClass,
  followOnClass,
  eyebrowClass,
  IconCircle,
  Price,
  Section,
  splitClass,
  Stat,
  statusPanelClass,
  tagClass,
  Wrappable,
} from '.';
import { BAND_HEIGHTS, estimateClasses } from './PageContainer';

describe('the design system', () => {
  it('gives a button its look, size and width, and keeps the caller’s class', () => {
    render(
      <Button size="small" block className="mine">
        Retry
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className.split(' ')).toEqual(['button', 'primary', 'small', 'block', 'mine']);
    expect(buttonClass({ variant: 'onDark' })).toBe('button onDark');
  });

  it('draws a link as a button without changing what it is', () => {
    render(<ButtonLink href="/courses">Browse Courses</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('names a section by its heading, inside the page container', () => {
    render(
      <Section title="Follow a Clear Roadmap" eyebrow="Roadmaps">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Follow a Clear Roadmap' });
    expect(region.querySelector('.container')).toContainElement(screen.getByText('Body'));
  });

  it("gives a band the estimate it asks for, and one from the scale no shorter than a band's content", () => {
    render(
      <Section title="Choose Your Plan" estimate={{ phone: 145, desktop: 80 }}>
        <p>Plans</p>
      </Section>,
    );
    const classes = screen.getByRole('region', { name: 'Choose Your Plan' }).className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['deferred', 'band-phone-145', 'band-desktop-80']));
    expect(classes.filter((name) => name.startsWith('band-tablet'))).toEqual([]);
    expect(estimateOf({ phone: 187, tablet: 50, desktop: 44 })).toEqual({ phone: 190, tablet: 50, desktop: 50 });
    expect(estimateOf({ phone: 240, tablet: 12, desktop: 0 })).toEqual({ phone: 190, tablet: 20, desktop: 20 });
  });

  it('has in tokens.css the class of every height of the scale at every width', () => {
    const tokens = fs.readFileSync(path.join(__dirname, '..', 'tokens.css'), 'utf8');
    const missing = BAND_HEIGHTS.flatMap((height) =>
      estimateClasses({ phone: height, tablet: height, desktop: height }).filter((name) => {
        const property = `--band-${name.split('-')[1]}: ${height}rem;`;
        return !new RegExp(`\\.${name} \\{\\s*${property}\\s*\\}`).test(tokens);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('lets an address wrap only after the @ and before a dot', () => {
    const { container } = render(<Wrappable text="support@codeyatra.com" />);
    expect(container.textContent).toBe('support@codeyatra.com');
    expect(container.innerHTML).toBe('support@<wbr>codeyatra<wbr>.com');
  });

  it('reads a price before the original it was cut from, and a figure after its label', () => {
    const { container } = render(<Price amount="$49" original="$99" note="one payment" />);
    expect(container.firstElementChild).toHaveTextContent('Price: $49 Original price: $99 one payment');
    render(<Stat value="100,000+" label="Students" />);
    expect(screen.getByText('Students').nextElementSibling).toHaveTextContent('100,000+');
  });

  it('draws an icon on a disc, hidden from assistive technology, in the look asked for', () => {
    const { container } = render(
      <IconCircle size="large" tone="surface" className="mine">
        <svg />
      </IconCircle>,
    );
    const circle = container.firstElementChild!;
    expect(circle).toHaveAttribute('aria-hidden', 'true');
    expect(circle.className.split(' ')).toEqual(['circle', 'large', 'surface', 'mine']);
    expect(cardClass({ flush: true, tone: 'onDark' })).toBe('card onDark flush');
  });

  it('puts an accordion item’s heading straight in its summary, its number before and its length after', () => {
    const { container } = render(
      <AccordionItem name="course" open title="Introduction" headingLevel={3} lead="01" aside="1h" marker="chevron">
        <p>Topics</p>
      </AccordionItem>,
    );
    const details = container.querySelector('details')!;
    expect(details).toHaveAttribute('name', 'course');
    expect(details.open).toBe(true);
    const heading = screen.getByRole('heading', { level: 3, name: 'Introduction' });
    expect(heading.parentElement?.tagName).toBe('SUMMARY');
    expect(details.querySelector('summary')).toHaveTextContent('01Introduction1h');
    expect(screen.getByText('Topics')).toBeVisible();
  });

  it('names the shared pieces a part draws with, the part’s own class last (it wins: the pieces weigh nothing)', () => {
    expect(eyebrowClass({ size: 'xs', primary: true, wide: true }, 'mine')).toBe(
      'eyebrow xs eyebrowPrimary eyebrowWide mine',
    );
    expect(eyebrowClass({ size: 'sm' })).toBe('eyebrow sm');
    expect(tagClass({ tone: 'muted', size: 'sm' }, 'mine')).toBe('tag muted sm mine');
    expect(coverClass({ rounded: true }, 'mine')).toBe('cover rounded mine');
    expect(coverClass()).toBe('cover');
    expect(splitClass('mine')).toBe('split mine');
    expect(statusPanelClass()).toBe('status');
    expect(followOnClass('mine')).toBe('followOn mine');
    expect(closeButtonClass('mine')).toBe('close mine');
  });
});
