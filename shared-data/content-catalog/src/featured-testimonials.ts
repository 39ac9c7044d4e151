import type { Testimonial } from '@shared-data/rules';
import { FEATURED_STUDENTS } from './featured-students';

/** The school's Google reviews page: where a story given as a Google review links. */
export const REVIEWS_URL = 'https://g.page/r/CodeYatra-Jaipur/review';

const [priya, daniel, emily, rohan, sujan, lukas, aisha, lucas] = FEATURED_STUDENTS;

/**
 * The first eight student stories: the ones the home page and course pages show (spec section 9).
 * A module of their own, so those pages carry these eight and not every story (see testimonials.ts).
 */
export const featuredTestimonials: Testimonial[] = [
  {
    ...priya,
    role: 'Frontend Developer',
    company: 'Swiggy',
    text: 'The React Masterclass finally made hooks click for me: the useEffect lessons on cleanup and race conditions fixed bugs I had been fighting for weeks. I rebuilt my portfolio with the Kanban board and storefront projects and got my offer from Swiggy two months later.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/priya-sharma-frontend',
    country: { code: 'IN', name: 'India' },
    course: 'React Masterclass',
  },
  {
    ...daniel,
    role: 'Backend Engineer',
    company: 'Flutterwave',
    text: 'I knew Django but had never built a proper API. The serializer, JWT and permissions modules showed me how production APIs are really structured, and the task manager project became the main talking point in my interviews.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/daniel-okafor-dev',
    country: { code: 'NG', name: 'Nigeria' },
    course: 'Django REST Framework Masterclass',
  },
  {
    ...emily,
    role: 'Software Engineer',
    company: 'Shopify',
    text: 'Closures, this and the event loop used to be interview landmines for me. The JavaScript Masterclass explains each one with small experiments you run yourself, and I walked into my Shopify loop able to predict exactly what the code would print.',
    platform: 'twitter',
    socialLink: 'https://x.com/emilycarterdev',
    country: { code: 'CA', name: 'Canada' },
    course: 'JavaScript Masterclass',
  },
  {
    ...rohan,
    role: 'SDE I',
    company: 'Amazon',
    text: 'Learning the patterns instead of memorising answers changed everything. After the sliding window and graph sections I could recognise a problem type within a couple of minutes, and I cleared all four rounds of my Amazon interview.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/rohan-verma-sde',
    country: { code: 'IN', name: 'India' },
    course: 'DSA Interview Preparation',
  },
  {
    ...sujan,
    role: 'Python Developer',
    company: 'Leapfrog Technology',
    text: 'I started the Python course with zero coding background while working in accounts. The automation lessons on Excel reports and file handling paid off immediately at work, and the fifteen projects gave me enough to land my first developer job in Kathmandu.',
    platform: 'google',
    socialLink: REVIEWS_URL,
    country: { code: 'NP', name: 'Nepal' },
    course: 'Python Programming Masterclass',
  },
  {
    ...lukas,
    role: 'Junior Web Developer',
    company: 'Zalando',
    text: 'Flexbox and Grid finally make sense to me. The course builds every layout from a real design, and the accessibility lesson taught me habits my team lead now asks others to copy.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/lukas-becker-web',
    country: { code: 'DE', name: 'Germany' },
    course: 'HTML & CSS Masterclass',
  },
  {
    ...aisha,
    role: 'Frontend Engineer',
    company: 'Careem',
    text: 'The sections on TanStack Query and Redux Toolkit explained when to use each, which no tutorial had done for me before. I now lead the migration of our dashboard to React Query at work.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/aisha-almansoori',
    country: { code: 'AE', name: 'United Arab Emirates' },
    course: 'React Masterclass',
  },
  {
    ...lucas,
    role: 'Full-Stack Developer',
    company: 'Nubank',
    text: 'Short, focused lessons on the ORM, class-based views and authentication got me productive in Django within a week. Deploying the blog platform with PostgreSQL was the first time I shipped something real to the internet.',
    platform: 'youtube',
    socialLink: 'https://www.youtube.com/@lucasoliveiradev',
    country: { code: 'BR', name: 'Brazil' },
    course: 'Django Framework Masterclass',
  },
];
