import type { ComponentType } from 'react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import type { RemotePageProps } from '../contracts';
import { BRAND } from '../content/site';
import styles from './StandaloneApp.module.css';

export interface StandaloneRoute {
  path: string;
  /** Shown in the standalone page's link bar; routes with parameters give an example path. */
  label: string;
  example?: string;
  Page: ComponentType<RemotePageProps>;
}

function StandaloneNotFound() {
  return (
    <div className={styles.notFound}>
      <h1>Page Not Found</h1>
      <p>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link to="/">Back to Home</Link>
    </div>
  );
}

/**
 * A remote's own page for its team: its routes under a thin bar, without the shell. The composed
 * site never renders this; the shell mounts the exposed pages itself.
 */
export function StandaloneApp({ team, routes }: { team: string; routes: StandaloneRoute[] }) {
  const router = createBrowserRouter([
    {
      element: (
        <>
          <nav className={styles.bar} aria-label={`${team} standalone routes`}>
            <strong>
              {BRAND} · {team} (standalone)
            </strong>
            {routes.map((route) => (
              <Link key={route.path} to={route.example ?? route.path}>
                {route.label}
              </Link>
            ))}
          </nav>
          <main id="main-content">
            <Outlet />
          </main>
        </>
      ),
      children: [
        ...routes.map(({ path, Page }) => ({ path, element: <Page NotFound={StandaloneNotFound} /> })),
        { path: '*', element: <StandaloneNotFound /> },
      ],
    },
  ]);
  return <RouterProvider router={router} />;
}
