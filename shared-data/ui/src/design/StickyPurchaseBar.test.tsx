import { act, render, screen } from '@testing-library/react';
import { StickyPurchaseBar } from './StickyPurchaseBar';

/** A stand-in IntersectionObserver: the test says which observed elements are in view. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly observed: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  /** Reports one observed element entering (true) or leaving (false) the window. */
  show(element: Element, inView: boolean) {
    const entry = { target: element, isIntersecting: inView } as IntersectionObserverEntry;
    act(() => this.report([entry], this as unknown as IntersectionObserver));
  }
}

const page = (
  <>
    <div data-buy="">
      <a href="https://pay.example/python">Hero Enroll</a>
    </div>
    <p>Curriculum</p>
    <StickyPurchaseBar
      label="Enroll in Python"
      title="Python"
      price={{ amount: '$9.99', original: '$49.99' }}
      action={<a href="https://pay.example/python">Enroll Now</a>}
      hideWhileInView="[data-buy] a"
    />
  </>
);

const region = () => screen.getByRole('complementary', { name: 'Enroll in Python' });

afterEach(() => {
  // @ts-expect-error jsdom has no IntersectionObserver; each test installs its own.
  delete window.IntersectionObserver;
  FakeObserver.current = undefined;
});

describe('StickyPurchaseBar', () => {
  it('is a labelled region with the title, the price and the action', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(page);
    expect(region()).toHaveClass('bar');
    expect(region()).toHaveTextContent(/^Python/);
    expect(region()).toHaveTextContent('Price: $9.99 Original price: $49.99');
    expect(screen.getAllByRole('link', { name: 'Enroll Now' })).toHaveLength(1);
    expect(region()).toContainElement(screen.getByRole('link', { name: 'Enroll Now' }));
  });

  it('steps aside while a purchase control it watches is in view, and comes back when it leaves', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(page);
    const observer = FakeObserver.current!;
    const hero = screen.getByRole('link', { name: 'Hero Enroll' });
    expect(observer.observed).toEqual([hero]);
    expect(region()).not.toHaveClass('aside');
    observer.show(hero, true);
    // Moved out of sight (the class) and out of reach of the keyboard and screen readers (inert).
    expect(region()).toHaveClass('bar aside');
    expect(region()).toHaveAttribute('inert');
    observer.show(hero, false);
    expect(region()).not.toHaveClass('aside');
    expect(region()).not.toHaveAttribute('inert');
  });

  // The server's HTML and hydration are the catalogue's DetailPurchaseBar.test.tsx (this package has no react-dom).
  it('stays shown where there is no IntersectionObserver (the HTML alone places it)', () => {
    render(page);
    expect(region()).not.toHaveClass('aside');
  });
});
