import type { Testimonial } from '../types/entities';
import avatar01 from '../assets/avatars/01.svg';
import avatar02 from '../assets/avatars/02.svg';
import avatar03 from '../assets/avatars/03.svg';
import avatar04 from '../assets/avatars/04.svg';
import avatar05 from '../assets/avatars/05.svg';
import avatar06 from '../assets/avatars/06.svg';
import avatar07 from '../assets/avatars/07.svg';
import avatar08 from '../assets/avatars/08.svg';

/** The school's Google reviews page: where a story given as a Google review links. */
export const REVIEWS_URL = 'https://g.page/r/CodeYatra-Jaipur/review';

/**
 * The first eight student stories: the ones the home page and course pages show (spec section 9).
 * A module of their own, so those pages carry these eight and not every story (see testimonials.ts).
 */
export const featuredTestimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Priya Sharma',
    role: 'Frontend Developer',
    company: 'Swiggy',
    imageUrl: avatar01,
    text: 'The React Masterclass finally made hooks click for me: the useEffect lessons on cleanup and race conditions fixed bugs I had been fighting for weeks. I rebuilt my portfolio with the Kanban board and storefront projects and got my offer from Swiggy two months later.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/priya-sharma-frontend',
    country: { code: 'IN', name: 'India' },
    course: 'React Masterclass',
  },
  {
    id: 2,
    name: 'Daniel Okafor',
    role: 'Backend Engineer',
    company: 'Flutterwave',
    imageUrl: avatar02,
    text: 'I knew Django but had never built a proper API. The serializer, JWT and permissions modules showed me how production APIs are really structured, and the task manager project became the main talking point in my interviews.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/daniel-okafor-dev',
    country: { code: 'NG', name: 'Nigeria' },
    course: 'Django REST Framework Masterclass',
  },
  {
    id: 3,
    name: 'Emily Carter',
    role: 'Software Engineer',
    company: 'Shopify',
    imageUrl: avatar03,
    text: 'Closures, this and the event loop used to be interview landmines for me. The JavaScript Masterclass explains each one with small experiments you run yourself, and I walked into my Shopify loop able to predict exactly what the code would print.',
    platform: 'twitter',
    socialLink: 'https://x.com/emilycarterdev',
    country: { code: 'CA', name: 'Canada' },
    course: 'JavaScript Masterclass',
  },
  {
    id: 4,
    name: 'Rohan Verma',
    role: 'SDE I',
    company: 'Amazon',
    imageUrl: avatar04,
    text: 'Learning the patterns instead of memorising answers changed everything. After the sliding window and graph sections I could recognise a problem type within a couple of minutes, and I cleared all four rounds of my Amazon interview.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/rohan-verma-sde',
    country: { code: 'IN', name: 'India' },
    course: 'DSA Interview Preparation',
  },
  {
    id: 5,
    name: 'Sujan Shrestha',
    role: 'Python Developer',
    company: 'Leapfrog Technology',
    imageUrl: avatar05,
    text: 'I started the Python course with zero coding background while working in accounts. The automation lessons on Excel reports and file handling paid off immediately at work, and the fifteen projects gave me enough to land my first developer job in Kathmandu.',
    platform: 'google',
    socialLink: REVIEWS_URL,
    country: { code: 'NP', name: 'Nepal' },
    course: 'Python Programming Masterclass',
  },
  {
    id: 6,
    name: 'Lukas Becker',
    role: 'Junior Web Developer',
    company: 'Zalando',
    imageUrl: avatar06,
    text: 'Flexbox and Grid finally make sense to me. The course builds every layout from a real design, and the accessibility lesson taught me habits my team lead now asks others to copy.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/lukas-becker-web',
    country: { code: 'DE', name: 'Germany' },
    course: 'HTML & CSS Masterclass',
  },
  {
    id: 7,
    name: 'Aisha Al Mansoori',
    role: 'Frontend Engineer',
    company: 'Careem',
    imageUrl: avatar07,
    text: 'The sections on TanStack Query and Redux Toolkit explained when to use each, which no tutorial had done for me before. I now lead the migration of our dashboard to React Query at work.',
    platform: 'linkedin',
    socialLink: 'https://www.linkedin.com/in/aisha-almansoori',
    country: { code: 'AE', name: 'United Arab Emirates' },
    course: 'React Masterclass',
  },
  {
    id: 8,
    name: 'Lucas Oliveira',
    role: 'Full-Stack Developer',
    company: 'Nubank',
    imageUrl: avatar08,
    text: 'Short, focused lessons on the ORM, class-based views and authentication got me productive in Django within a week. Deploying the blog platform with PostgreSQL was the first time I shipped something real to the internet.',
    platform: 'youtube',
    socialLink: 'https://www.youtube.com/@lucasoliveiradev',
    country: { code: 'BR', name: 'Brazil' },
    course: 'Django Framework Masterclass',
  },
];
