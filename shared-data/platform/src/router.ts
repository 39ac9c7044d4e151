/**
 * The router every part uses, shared at runtime as one module ('shared-data/router'): React
 * Router, narrowed to what the site uses. Shared whole, React Router is 50 KB of gzip on every page
 * (a shared module keeps every export, since any remote might use any); through this list webpack
 * keeps only these, and there is still one router for the page. A part that needs another export
 * adds it here (the linter keeps react-router imports out of the parts' browser code).
 */
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useLocation,
  useMatches,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
// The DOM flavour (React DOM's flushSync for updates), as react-router-dom exports it.
export { RouterProvider } from 'react-router/dom';
export type {
  HydrationState,
  LoaderFunctionArgs,
  PatchRoutesOnNavigationFunction,
  RouteObject,
  UIMatch,
} from 'react-router';
