import type { RouteObject } from 'shared-data/router';
import { AUTH_REDIRECT_PATHS, getBundleBySlug, getCourseBySlug } from 'shared-data';
import { Layout } from '../layout/Layout';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorScreen } from '../pages/ErrorScreen';
import { authRedirectLoader, learnPageLoader, resourceRedirectLoader } from '../redirects/redirect-loaders';
import { PAGE_META } from '../seo/page-meta';
import { STRUCTURED_DATA } from '../seo/structured-data';
import type { RouteHandle } from '../navigation/route-handle';
import { layoutLoader, LAYOUT_ROUTE_ID } from './layout-data';

const handle = (meta: RouteHandle['meta'], extra: Omit<RouteHandle, 'meta'> = {}): RouteHandle => ({ meta, ...extra });
const NOT_FOUND = { status: () => 404 };

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
        handle: handle(PAGE_META.home, { structuredData: STRUCTURED_DATA.home }),
        element: <RemotePage remote="catalog" module="./HomePage" />,
      },
      {
        path: 'courses',
        handle: handle(PAGE_META.courses, { structuredData: STRUCTURED_DATA.courses }),
        element: <RemotePage remote="catalog" module="./CoursesPage" />,
      },
      {
        path: 'courses/:slug',
        handle: handle(PAGE_META.courseDetail, {
          status: ({ slug }) => (getCourseBySlug(slug) ? 200 : 404),
          structuredData: STRUCTURED_DATA.courseDetail,
        }),
        element: <RemotePage remote="catalog" module="./CourseDetailPage" />,
      },
      {
        path: 'courses/:slug/learn',
        handle: handle(PAGE_META.learn),
        loader: learnPageLoader,
        element: <RemotePage remote="learn" module="./LearnPage" />,
      },
      {
        path: 'bundles/:slug',
        handle: handle(PAGE_META.bundleDetail, { status: ({ slug }) => (getBundleBySlug(slug) ? 200 : 404) }),
        element: <RemotePage remote="catalog" module="./BundleDetailPage" />,
      },
      {
        path: 'learning-path',
        handle: handle(PAGE_META.learningPath),
        element: <RemotePage remote="catalog" module="./LearningPathPage" />,
      },
      {
        path: 'membership',
        handle: handle(PAGE_META.membership),
        element: <RemotePage remote="membership" module="./MembershipPage" />,
      },
      {
        path: 'join',
        handle: handle(PAGE_META.join),
        element: <RemotePage remote="membership" module="./JoinPage" />,
      },
      {
        path: 'testimonials',
        handle: handle(PAGE_META.testimonials),
        element: <RemotePage remote="catalog" module="./TestimonialsPage" />,
      },
      {
        path: 'about',
        handle: handle(PAGE_META.about),
        element: <RemotePage remote="catalog" module="./AboutPage" />,
      },
      {
        path: 'contact',
        handle: handle(PAGE_META.contact, { structuredData: STRUCTURED_DATA.contact }),
        element: <RemotePage remote="catalog" module="./ContactPage" />,
      },
      {
        path: 'terms-of-service',
        handle: handle(PAGE_META.termsOfService),
        element: <RemotePage remote="membership" module="./TermsPage" />,
      },
      {
        path: 'privacy-policy',
        handle: handle(PAGE_META.privacyPolicy),
        element: <RemotePage remote="membership" module="./PrivacyPage" />,
      },
      {
        path: 'faqs',
        handle: handle(PAGE_META.faqs, { structuredData: STRUCTURED_DATA.faqs }),
        element: <RemotePage remote="membership" module="./FaqsPage" />,
      },
      {
        path: 'dashboard',
        handle: handle(PAGE_META.dashboard),
        element: <RemotePage remote="dashboard" module="./DashboardPage" />,
      },
      ...AUTH_REDIRECT_PATHS.map((path) => ({
        path: path.slice(1),
        handle: handle(PAGE_META.redirect),
        loader: authRedirectLoader,
      })),
      { path: 'resource/:type', handle: handle(PAGE_META.redirect), loader: resourceRedirectLoader },
      { path: '404', handle: handle(PAGE_META.notFound, NOT_FOUND), element: <NotFoundPage /> },
      { path: '*', handle: handle(PAGE_META.notFound, NOT_FOUND), element: <NotFoundPage /> },
    ],
  },
];
