import { lazy, Suspense } from 'react';
import type { RouteObject } from '@shared-data/platform/router';
import { REMOTE_NAMES, type RemoteName, type RouteDeclaration } from '@shared-data/contracts';
import { AUTH_REDIRECT_PATHS } from '@shared-data/content-site';
import { Layout } from '../layout/Layout';
import { navigationOf } from '../layout/site-navigation';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorScreen } from '../pages/ErrorScreen';
import { authRedirectLoader, resourceRedirectLoader } from '../redirects/redirect-loaders';
import type { RemotePageRef, RouteHandle, ShellPage } from '../navigation/route-handle';
import { UnavailablePage } from '../pages/UnavailablePage';
import { layoutLoader, LAYOUT_ROUTE_ID } from './layout-data';

/**
 * Each remote's route declarations, from the versions a page is rendered with (its routes.json); a
 * remote whose routes are not known (it has not answered since the server started) is absent.
 */
export type RemoteRoutes = Readonly<Partial<Record<RemoteName, readonly RouteDeclaration[]>>>;

const shellPage = (page: ShellPage): RouteHandle => ({ page });

/** The paths the shell answers itself: the redirects of spec section 2 and the 404 page. */
const SHELL_PATHS = [...AUTH_REDIRECT_PATHS, '/resource/:type', '/404'];

/** The shell's own routes, after the remotes' pages (but the last, which `composeRoutes` adds). */
const shellRoutes: RouteObject[] = [
  ...AUTH_REDIRECT_PATHS.map((path) => ({
    path: path.slice(1),
    handle: shellPage('redirect'),
    loader: authRedirectLoader,
  })),
  { path: 'resource/:type', handle: shellPage('redirect'), loader: resourceRedirectLoader },
  { path: '404', handle: shellPage('notFound'), element: <NotFoundPage /> },
];

/**
 * The design system's living style guide at /design, under `npm run dev` only: a production build
 * drops this branch and the guide with it (webpack sets NODE_ENV by the build's mode).
 */
const StyleGuidePage = process.env.NODE_ENV === 'development' ? lazy(() => import('../pages/StyleGuidePage')) : null;
const devRoutes: RouteObject[] = StyleGuidePage
  ? [
      {
        path: 'design',
        handle: shellPage('design'),
        element: (
          <Suspense>
            <StyleGuidePage />
          </Suspense>
        ),
      },
    ]
  : [];

/** Any other path: the 404 page, or, while a remote's routes are unknown, the page saying it may be back soon. */
const notFound: RouteObject = { path: '*', handle: shellPage('notFound'), element: <NotFoundPage /> };
const unavailable: RouteObject = { path: '*', handle: shellPage('unavailable'), element: <UnavailablePage /> };

/** A route whose page another team renders (and whose head that page gives). */
function remotePage(path: string, page: RemotePageRef, inSitemap: boolean): RouteObject {
  return {
    ...(path === '/' ? { index: true } : { path: path.slice(1) }),
    handle: (inSitemap ? page : { ...page, sitemap: false }) satisfies RouteHandle,
    element: <RemotePage {...page} />,
  };
}

/** A path with its parameters unnamed: the same route whatever its parameters are called. */
const shapeOf = (path: string) => path.replace(/:[^/]+/g, ':');

/**
 * The route table: the shell's layout (its links, those the pages declare) around the pages the
 * remotes declare (each remote's routes.json, of the versions rendered), then the shell's
 * redirects and the 404 page. A path the
 * shell answers itself, or one an earlier remote (parts.json order) already declared, is left out
 * with an error in the log: no team can take another's URL by deploying.
 */
export function composeRoutes(remoteRoutes: RemoteRoutes): RouteObject[] {
  const taken: { path: string; owner: string }[] = SHELL_PATHS.map((path) => ({ path, owner: 'shell' }));
  const pages: RouteObject[] = [];
  const declared: RouteDeclaration[] = [];
  for (const remote of REMOTE_NAMES) {
    for (const declaration of remoteRoutes[remote] ?? []) {
      const { path, page, label } = declaration;
      const owner = taken.find((existing) => shapeOf(existing.path) === shapeOf(path));
      if (owner) {
        console.error(`${remote} declares ${path}, which ${owner.owner} answers: left out`);
        continue;
      }
      taken.push({ path, owner: remote });
      declared.push(declaration);
      pages.push(remotePage(path, { remote, module: page, label }, declaration.sitemap !== false));
    }
  }
  return [
    {
      id: LAYOUT_ROUTE_ID,
      path: '/',
      loader: layoutLoader,
      element: <Layout navigation={navigationOf(declared)} />,
      errorElement: <ErrorScreen />,
      children: [
        ...pages,
        ...shellRoutes,
        ...devRoutes,
        REMOTE_NAMES.every((remote) => remoteRoutes[remote]) ? notFound : unavailable,
      ],
    },
  ];
}
