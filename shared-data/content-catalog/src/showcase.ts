import type { ShowcaseProject } from '@shared-data/rules';
import movieDiscoveryCover from './assets/showcase/movie-discovery-app.svg';
import agencyWebsiteCover from './assets/showcase/responsive-agency-website.svg';
import taskManagerApiCover from './assets/showcase/task-manager-rest-api.svg';
import blogPlatformCover from './assets/showcase/multi-author-blog-platform.svg';
import ecommerceStoreCover from './assets/showcase/e-commerce-store.svg';
import jobBoardCover from './assets/showcase/job-board-with-applicant-tracking.svg';

/** The project showcase on the home page: two projects per category, each with its own cover art (no title in it). */
export const showcaseProjects: ShowcaseProject[] = [
  {
    title: 'Movie Discovery App',
    description:
      'Browse trending films, search the TMDB catalogue, open detail pages with cast and trailers, and keep a personal watchlist.',
    technologies: ['React', 'React Router', 'TanStack Query', 'TMDB API'],
    duration: '6 hours',
    imageUrl: movieDiscoveryCover,
    demoUrl: '#',
    difficulty: 'Intermediate',
    category: 'Frontend',
  },
  {
    title: 'Responsive Agency Website',
    description:
      'A multi-section marketing site built from a real design, with a mobile menu, Grid-based portfolio and an accessible contact form.',
    technologies: ['HTML', 'CSS Grid', 'Flexbox', 'JavaScript'],
    duration: '4 hours',
    imageUrl: agencyWebsiteCover,
    demoUrl: '#',
    difficulty: 'Beginner',
    category: 'Frontend',
  },
  {
    title: 'Task Manager REST API',
    description:
      'A multi-user API for projects and tasks with JWT authentication, owner-only permissions, filtering, pagination and OpenAPI docs.',
    technologies: ['Python', 'Django REST Framework', 'PostgreSQL', 'Simple JWT'],
    duration: '6 hours',
    imageUrl: taskManagerApiCover,
    demoUrl: '#',
    difficulty: 'Intermediate',
    category: 'Backend',
  },
  {
    title: 'Multi-author Blog Platform',
    description:
      'A Django blog with categories, comments, author profiles, image uploads and an admin for editors, deployed with PostgreSQL.',
    technologies: ['Python', 'Django', 'PostgreSQL', 'Bootstrap'],
    duration: '5 hours',
    imageUrl: blogPlatformCover,
    demoUrl: '#',
    difficulty: 'Beginner',
    category: 'Backend',
  },
  {
    title: 'E-commerce Store',
    description:
      'Product catalogue, search, cart and checkout: a React storefront talking to a Django REST API, with Stripe test payments and order history.',
    technologies: ['React', 'Redux Toolkit', 'Django REST Framework', 'Stripe'],
    duration: '6 hours',
    imageUrl: ecommerceStoreCover,
    demoUrl: '#',
    difficulty: 'Advanced',
    category: 'Full-Stack',
  },
  {
    title: 'Job Board with Applicant Tracking',
    description:
      'Employers post jobs and review applicants; candidates search, filter and apply with a resume upload. Role-based access throughout.',
    technologies: ['React', 'TypeScript', 'Django REST Framework', 'PostgreSQL'],
    duration: '6 hours',
    imageUrl: jobBoardCover,
    demoUrl: '#',
    difficulty: 'Advanced',
    category: 'Full-Stack',
  },
];
