import { navigationOf } from './site-navigation';

const E_POPULAR = { group: 'popular', order: 1, label: 'All of E' } as const;

describe('site navigation (from the route declarations)', () => {
  it('places each declared link in its list by its order; equal orders keep the declarations order', () => {
    const navigation = navigationOf([
      { path: '/b', page: './B', label: 'B', nav: { topBar: { order: 20, label: 'Bee' } } },
      { path: '/a', page: './A', label: 'A', nav: { topBar: { order: 10, label: 'Ay', tag: 'New' } } },
      { path: '/c', page: './C', label: 'C', nav: { topBar: { order: 10, label: 'Cee' } } },
      { path: '/d', page: './D', label: 'D', nav: { topBar: { order: 1, label: 'Dee', button: true } } },
      {
        path: '/e',
        page: './E',
        label: 'E',
        nav: { notFound: { label: 'Try E' }, footer: [{ group: 'other', order: 2, label: 'Ee' }, E_POPULAR] },
      },
      { path: '/f', page: './F', label: 'F' },
    ]);
    expect(navigation).toEqual({
      topBar: [
        { to: '/a', label: 'Ay', tag: 'New' },
        { to: '/c', label: 'Cee' },
        { to: '/b', label: 'Bee' },
      ],
      topBarButtons: [{ to: '/d', label: 'Dee' }],
      footer: { quick: [], popular: [{ to: '/e', label: 'All of E' }], other: [{ to: '/e', label: 'Ee' }] },
      notFound: [{ to: '/e', label: 'Try E' }],
    });
  });
});
