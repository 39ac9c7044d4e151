import type { ShowcaseProject } from '../types/entities';

/** The project showcase on the home page: two projects per category. */
export const showcaseProjects: ShowcaseProject[] = [
  {
    title: 'Movie Discovery App',
    description:
      'Browse trending films, search the TMDB catalogue, open detail pages with cast and trailers, and keep a personal watchlist.',
    technologies: ['React', 'React Router', 'TanStack Query', 'TMDB API'],
    duration: '6 hours',
    imageUrl: '',
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
    imageUrl: '',
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
    imageUrl: '',
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
    imageUrl: '',
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
    imageUrl: '',
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
    imageUrl: '',
    demoUrl: '#',
    difficulty: 'Advanced',
    category: 'Full-Stack',
  },
];
