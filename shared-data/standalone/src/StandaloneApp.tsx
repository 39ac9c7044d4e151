import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from '@shared-data/platform/router';
import { initRegion } from '@shared-data/platform/region-store';
import { PlatformProvider, ResourceCache } from '@shared-data/platform';
import type { PageModule, RemoteName, RouteDeclaration } from '@shared-data/contracts';
import type { Platform } from '@shared-data/platform';
import { BRAND } from '@shared-data/content-site';
import { createBrowserPlatform } from '@shared-data/platform/browser';
import styles from './StandaloneApp.module.css';

function StandaloneNotFound() {
  return (
    <div className={styles.notFound}>
      <h1>Page Not Found</h1>
      <p>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link to="/">Back to Home</Link>
    </div>
  );
}

function createStandaloneRouter(
  team: string,
  remote: RemoteName,
  routes: readonly RouteDeclaration[],
  platform: Platform,
) {
  return createBrowserRouter([
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
        ...routes.map(({ path, page }) => ({
          path,
          lazy: async () => {
            // Through the remote's own container, as the shell loads it.
            const { default: Page } = (await platform.loadModule(remote, page as never, 0)) as PageModule;
            return { element: <Page NotFound={StandaloneNotFound} /> };
          },
        })),
        { path: '*', element: <StandaloneNotFound /> },
      ],
    },
  ]);
}

/**
 * A remote's own page for its team: the routes it declares (its src/routes.json) under a thin bar,
 * without the shell, rendered in the browser. Other teams' fragments load from the locations in
 * `remotes.json` beside the page.
 */
export function StandaloneApp({
  team,
  remote,
  routes,
}: {
  team: string;
  remote: RemoteName;
  routes: readonly RouteDeclaration[];
}) {
  const [platform] = useState(() => createBrowserPlatform('/remotes.json'));
  const [router] = useState(() => createStandaloneRouter(team, remote, routes, platform));
  const [resources] = useState(() => new ResourceCache());
  return (
    <PlatformProvider platform={platform} resources={resources}>
      <RouterProvider router={router} />
    </PlatformProvider>
  );
}

/** A remote's standalone bootstrap: the region rule, then its routes in `#root`. */
export function renderStandalone(team: string, remote: RemoteName, routes: readonly RouteDeclaration[]) {
  initRegion();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp team={team} remote={remote} routes={routes} />
    </StrictMode>,
  );
}
