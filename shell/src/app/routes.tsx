import type { RouteObject } from 'shared-data/router';
import { AUTH_REDIRECT_PATHS } from 'shared-data';
import { Layout } from '../layout/Layout';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorScreen } from '../pages/ErrorScreen';
import { authRedirectLoader, resourceRedirectLoader } from '../redirects/redirect-loaders';
import type { RemotePageRef, RouteHandle } from '../navigation/route-handle';
import { layoutLoader, LAYOUT_ROUTE_ID } from './layout-data';

const shellPage = (page: 'notFound' | 'redirect'): RouteHandle => ({ page });

/** A route whose page another team renders (and whose head that page gives). */
const remotePage = (path: string | undefined, page: RemotePageRef): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: page satisfies RouteHandle,
  element: <RemotePage {...page} />,
});

/** The route table of spec section 2; each page comes from the remote that owns it. */
export const routes: RouteObject[] = [
  {
    id: LAYOUT_ROUTE_ID,
    path: '/',
    loader: layoutLoader,
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      remotePage(undefined, { remote: 'catalog', module: './HomePage' }),
      remotePage('courses', { remote: 'catalog', module: './CoursesPage' }),
      remotePage('courses/:slug', { remote: 'catalog', module: './CourseDetailPage' }),
      remotePage('courses/:slug/learn', { remote: 'learn', module: './LearnPage' }),
      remotePage('bundles/:slug', { remote: 'catalog', module: './BundleDetailPage' }),
      remotePage('learning-path', { remote: 'catalog', module: './LearningPathPage' }),
      remotePage('membership', { remote: 'membership', module: './MembershipPage' }),
      remotePage('join', { remote: 'membership', module: './JoinPage' }),
      remotePage('testimonials', { remote: 'catalog', module: './TestimonialsPage' }),
      remotePage('about', { remote: 'catalog', module: './AboutPage' }),
      remotePage('contact', { remote: 'catalog', module: './ContactPage' }),
      remotePage('terms-of-service', { remote: 'membership', module: './TermsPage' }),
      remotePage('privacy-policy', { remote: 'membership', module: './PrivacyPage' }),
      remotePage('faqs', { remote: 'membership', module: './FaqsPage' }),
      remotePage('dashboard', { remote: 'dashboard', module: './DashboardPage' }),
      ...AUTH_REDIRECT_PATHS.map((path) => ({
        path: path.slice(1),
        handle: shellPage('redirect'),
        loader: authRedirectLoader,
      })),
      { path: 'resource/:type', handle: shellPage('redirect'), loader: resourceRedirectLoader },
      { path: '404', handle: shellPage('notFound'), element: <NotFoundPage /> },
      { path: '*', handle: shellPage('notFound'), element: <NotFoundPage /> },
    ],
  },
];
