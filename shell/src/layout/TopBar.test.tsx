import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { TopBar } from './TopBar';
import { NavigationProvider, navigationOf } from './site-navigation';

/** Top bar entries as the remotes declare them in their routes.json. */
const NAVIGATION = navigationOf([
  {
    path: '/dashboard',
    page: './DashboardPage',
    label: 'Dashboard',
    nav: { topBar: { order: 100, label: 'Dashboard', button: true } },
  },
  {
    path: '/membership',
    page: './MembershipPage',
    label: 'Membership',
    nav: { topBar: { order: 30, label: 'Membership', tag: '50% OFF' } },
  },
  { path: '/courses', page: './CoursesPage', label: 'Courses', nav: { topBar: { order: 10, label: 'Courses' } } },
  {
    path: '/learning-path',
    page: './LearningPathPage',
    label: 'Paths',
    nav: { topBar: { order: 20, label: 'Learning Path' } },
  },
]);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavigationProvider navigation={NAVIGATION}>
            <TopBar />
            <Outlet />
          </NavigationProvider>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('TopBar', () => {
  it('shows the logo, the declared sections in their order with their tag, then the Dashboard button', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Courses', 'Learning Path', 'Membership50% OFF', 'Dashboard']);
    expect(screen.getByRole('link', { name: 'CodeYatra home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    expect(within(nav).getByRole('link', { name: 'Learning Path' })).toHaveAttribute('href', '/learning-path');
    expect(within(nav).getByRole('link', { name: 'Membership 50% OFF' })).toHaveAttribute('href', '/membership');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('ends with the chat link, in the bar on every page (the sticky bar keeps it in view)', () => {
    renderAt('/about');
    const bar = screen.getByRole('banner');
    const links = within(bar).getAllByRole('link');
    expect(links.at(-1)).toHaveAccessibleName('Chat with support (opens in a new tab)');
  });

  it('highlights the current route', () => {
    renderAt('/membership');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Membership/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Courses' })).not.toHaveAttribute('aria-current');
  });

  it('makes the menu a native popover its toggle opens and closes, with no script needed', () => {
    renderAt('/about');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('popovertarget', nav.id);
    expect(nav).toHaveAttribute('popover', 'auto');
  });
});
