import type { RouteObject } from 'shared-data/router';
import { AUTH_REDIRECT_PATHS } from 'shared-data';
import { Layout } from '../layout/Layout';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorScreen } from '../pages/ErrorScreen';
import { authRedirectLoader, learnPageLoader, resourceRedirectLoader } from '../redirects/redirect-loaders';
import type { RouteHandle } from '../navigation/route-handle';
import { layoutLoader, LAYOUT_ROUTE_ID } from './layout-data';

const handle = (page: RouteHandle['page']): RouteHandle => ({ page });

/** The route table of spec section 2; each page comes from the remote that owns it. */
export const routes: RouteObject[] = [
  {
    id: LAYOUT_ROUTE_ID,
    path: '/',
    loader: layoutLoader,
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        index: true,
        handle: handle('home'),
        element: <RemotePage remote="catalog" module="./HomePage" />,
      },
      {
        path: 'courses',
        handle: handle('courses'),
        element: <RemotePage remote="catalog" module="./CoursesPage" />,
      },
      {
        path: 'courses/:slug',
        handle: handle('courseDetail'),
        element: <RemotePage remote="catalog" module="./CourseDetailPage" />,
      },
      {
        path: 'courses/:slug/learn',
        handle: handle('learn'),
        loader: learnPageLoader,
        element: <RemotePage remote="learn" module="./LearnPage" />,
      },
      {
        path: 'bundles/:slug',
        handle: handle('bundleDetail'),
        element: <RemotePage remote="catalog" module="./BundleDetailPage" />,
      },
      {
        path: 'learning-path',
        handle: handle('learningPath'),
        element: <RemotePage remote="catalog" module="./LearningPathPage" />,
      },
      {
        path: 'membership',
        handle: handle('membership'),
        element: <RemotePage remote="membership" module="./MembershipPage" />,
      },
      {
        path: 'join',
        handle: handle('join'),
        element: <RemotePage remote="membership" module="./JoinPage" />,
      },
      {
        path: 'testimonials',
        handle: handle('testimonials'),
        element: <RemotePage remote="catalog" module="./TestimonialsPage" />,
      },
      {
        path: 'about',
        handle: handle('about'),
        element: <RemotePage remote="catalog" module="./AboutPage" />,
      },
      {
        path: 'contact',
        handle: handle('contact'),
        element: <RemotePage remote="catalog" module="./ContactPage" />,
      },
      {
        path: 'terms-of-service',
        handle: handle('termsOfService'),
        element: <RemotePage remote="membership" module="./TermsPage" />,
      },
      {
        path: 'privacy-policy',
        handle: handle('privacyPolicy'),
        element: <RemotePage remote="membership" module="./PrivacyPage" />,
      },
      {
        path: 'faqs',
        handle: handle('faqs'),
        element: <RemotePage remote="membership" module="./FaqsPage" />,
      },
      {
        path: 'dashboard',
        handle: handle('dashboard'),
        element: <RemotePage remote="dashboard" module="./DashboardPage" />,
      },
      ...AUTH_REDIRECT_PATHS.map((path) => ({
        path: path.slice(1),
        handle: handle('redirect'),
        loader: authRedirectLoader,
      })),
      { path: 'resource/:type', handle: handle('redirect'), loader: resourceRedirectLoader },
      { path: '404', handle: handle('notFound'), element: <NotFoundPage /> },
      { path: '*', handle: handle('notFound'), element: <NotFoundPage /> },
    ],
  },
];
