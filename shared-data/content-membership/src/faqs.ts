import type { FaqGroup, FaqItem, Plan, PlanType } from '@shared-data/rules';
import { BRAND, FOUNDED_YEAR, INSTRUCTOR } from '@shared-data/content-site';
import { plans } from './plans';
import { formatPrice } from '@shared-data/rules';
import { ANSWERS, bundles, courses } from '@shared-data/content-catalog';

function plan(type: PlanType): Plan {
  const found = plans.find((item) => item.type === type);
  if (!found) throw new Error(`No ${type} plan in content/plans`);
  return found;
}

const yearly = plan('yearly');
const lifetime = plan('lifetime');
const bothPrices = (usd: number, inr: number) => `${formatPrice(usd, 'GLOBAL')} (${formatPrice(inr, 'IN')} in India)`;

/** Questions on the membership page, carrying the policies of spec section 9. */
export const membershipFaqs: FaqItem[] = [
  {
    question: 'What does the membership include?',
    answer: `Full access to all ${courses.length} courses and ${bundles.length} learning paths: 210 hours of HD video, 50 development projects, 100+ DSA problems with solutions, quizzes, community support and certificates. Every course and update we release while you are a member is included at no extra cost.`,
  },
  {
    question: 'What is the difference between the yearly and the lifetime plan?',
    answer: `The yearly plan costs ${bothPrices(yearly.price, yearly.priceIndia)} and gives you one year of access. The lifetime plan is a one-time payment of ${bothPrices(lifetime.price, lifetime.priceIndia)} and gives you access forever, including all future courses.`,
  },
  { question: 'Can I upgrade from the yearly plan to the lifetime plan?', answer: ANSWERS.upgrade },
  { question: 'What happens when my yearly membership expires?', answer: ANSWERS.expiry },
  { question: 'Do you offer refunds?', answer: ANSWERS.refunds },
  { question: 'Can I download the videos and watch them offline?', answer: ANSWERS.offline },
  { question: 'Which payment methods do you accept?', answer: ANSWERS.payments },
  { question: 'How quickly does support reply?', answer: ANSWERS.support },
];

/** The FAQs page, in four groups. */
export const faqGroups: FaqGroup[] = [
  {
    title: 'General',
    items: [
      {
        question: `What is ${BRAND}?`,
        answer: `${BRAND} is an online school for programming, founded in ${FOUNDED_YEAR}. We teach frontend and backend development, Python, Django, data structures and algorithms, Git and job search through video lectures, e-books and PDFs, quizzes, assignments and real projects.`,
      },
      {
        question: 'Who are the courses for?',
        answer:
          'Beginners who want their first developer job, students preparing for placements and coding interviews, and working developers who want to move into frontend, backend or Python roles.',
      },
      {
        question: 'Who teaches the courses?',
        answer: `Every course is taught by ${INSTRUCTOR.name}, founder and lead instructor of ${BRAND}, who has built web products professionally for over twelve years.`,
      },
      { question: 'Do I get a certificate when I finish a course?', answer: ANSWERS.certificate },
      { question: 'How do I contact support?', answer: ANSWERS.support },
    ],
  },
  {
    title: 'Courses & Content',
    items: [
      {
        question: 'Which courses do you offer?',
        answer: `${courses.length} courses (${courses.map((course) => course.title).join(', ')}) and ${bundles.length} learning paths that combine them.`,
      },
      {
        question: 'What is a learning path?',
        answer:
          'A learning path, or roadmap, is a set of courses in the order professionals learn them, such as Complete Frontend Development or Complete Backend Development. It comes with its own learning objectives and a roadmap you can follow week by week.',
      },
      {
        question: 'What formats are the lessons in?',
        answer:
          'HD video lectures with written notes, e-books and PDFs, quizzes and assignments after each module, and hands-on projects with full source code.',
      },
      {
        question: 'Are the courses kept up to date?',
        answer:
          'Yes. We update lessons when tools and best practices change, and members get every update and every new course automatically.',
      },
      { question: 'Can I download lessons to watch offline?', answer: ANSWERS.offline },
    ],
  },
  {
    title: 'Payment & Pricing',
    items: [
      {
        question: 'How much does the membership cost?',
        answer: `The yearly membership costs ${bothPrices(yearly.price, yearly.priceIndia)} per year. The lifetime membership is a one-time payment of ${bothPrices(lifetime.price, lifetime.priceIndia)}.`,
      },
      { question: 'Which payment methods do you accept?', answer: ANSWERS.payments },
      { question: 'Can I get a refund?', answer: ANSWERS.refunds },
      { question: 'Can I upgrade from yearly to lifetime later?', answer: ANSWERS.upgrade },
      {
        question: 'Will a price change affect what I already paid for?',
        answer:
          'No. Price changes apply only to new purchases; your plan and its terms stay exactly as they were when you bought it.',
      },
    ],
  },
  {
    title: 'Technical',
    items: [
      { question: 'I bought a course but cannot access it. What should I do?', answer: ANSWERS.inaccessible },
      {
        question: 'Which devices and browsers are supported?',
        answer:
          'Any recent version of Chrome, Firefox, Safari or Edge on Windows, macOS, Linux, Android or iOS. A stable connection of at least 3 Mbps is recommended for HD video.',
      },
      {
        question: 'A video will not play. How can I fix it?',
        answer:
          'Refresh the page, check your internet connection and try another browser or a private window, since ad blockers and some extensions can interfere with the player. If it still fails, send support the course name, lesson title and a screenshot.',
      },
      {
        question: 'How do I reset my password?',
        answer:
          'Use the Forgot password link on the sign-in page of the course platform. The reset email arrives within a few minutes; check your spam folder if it does not.',
      },
      {
        question: 'How can an employer verify my certificate?',
        answer:
          'Each certificate has a unique ID. Anyone can enter it on our certificate verification page to confirm your name, the course and the completion date.',
      },
    ],
  },
];
