import type { FaqGroup, FaqItem, Plan, PlanType } from '../types/entities';
import { BRAND, FOUNDED_YEAR } from './site';
import { EXTERNAL_URLS } from './external-urls';
import { INSTRUCTOR } from './organization';
import { plans } from './plans';
import { courses } from './courses';
import { bundles } from './bundles';
import { formatPrice } from '../rules/price';

const SUPPORT_EMAIL = EXTERNAL_URLS.supportEmail;

function plan(type: PlanType): Plan {
  const found = plans.find((item) => item.type === type);
  if (!found) throw new Error(`No ${type} plan in content/plans`);
  return found;
}

const yearly = plan('yearly');
const lifetime = plan('lifetime');
const bothPrices = (usd: number, inr: number) => `${formatPrice(usd, 'GLOBAL')} (${formatPrice(inr, 'IN')} in India)`;

/** Answers used in more than one list, written once. */
const ANSWERS = {
  upgrade: `Yes, you can upgrade from the yearly plan to the lifetime plan at any time. If you upgrade within 7 days of buying the yearly plan, you pay only the difference: write to ${SUPPORT_EMAIL} and we will send you a payment link for that amount.`,
  expiry:
    'Your access to the course library pauses when a yearly membership expires. Your progress, notes and earned certificates are kept, so when you renew or upgrade to lifetime you continue exactly where you left off.',
  refunds:
    'No. All purchases are final and we do not offer refunds, so please watch the free course previews and read the syllabus before you buy. If something is not working for you, write to support and we will do our best to help.',
  offline:
    'No. Lessons are streamed on the course platform and cannot be downloaded for offline viewing. They play on any device with an internet connection, including phones and tablets.',
  payments:
    'We accept credit and debit cards (Visa, Mastercard, American Express and RuPay), wallets such as Apple Pay, Google Pay and Paytm, UPI, net banking and other local payment methods. Payments are processed securely by Stripe for international customers and Razorpay in India; we never see or store your card details.',
  support: `Email ${SUPPORT_EMAIL} or message us through the chat link on any page. Our support team replies within 24 hours, usually much sooner.`,
  certificate:
    'Yes. Every course ends with a verifiable certificate of completion that shows your name, the completion date and a unique ID. It never expires, and employers can check it on our certificate verification page.',
  inaccessible: `First check that you are logged in with the same email address you used for the purchase, then look in the My Courses section of your account. If the course is still missing, contact support at ${SUPPORT_EMAIL} with your payment receipt and we will sort it out.`,
} as const;

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

/** What a detail page sells: its questions speak of 'this course' or 'this learning path'. */
export type DetailSubject = 'course' | 'learning path';

/** The five questions at the foot of every course and learning-path page. */
export function detailFaqs(subject: DetailSubject): FaqItem[] {
  const courses = subject === 'course' ? 'the course' : 'its courses';
  return [
    {
      question: `How long will I have access to this ${subject}?`,
      answer: `With the lifetime membership you keep access forever, including every future update to ${courses}. With the yearly membership you have full access for one year from the date of purchase.`,
    },
    { question: 'Will I get a certificate?', answer: ANSWERS.certificate },
    {
      question: 'Do I need any prior experience?',
      answer:
        subject === 'course'
          ? 'Each course lists its prerequisites on this page. Beginner courses such as HTML & CSS, Python and Git & GitHub start from zero; advanced courses tell you exactly what to learn first.'
          : 'A learning path starts from zero and puts its courses in the order to take them: each course builds on the ones before it.',
    },
    {
      question: `Can I watch the ${subject === 'course' ? 'course' : 'courses'} on my phone?`,
      answer:
        'Yes. The course platform works in any modern browser on phones, tablets and computers, and your progress is synced across devices. Lessons are streamed and cannot be downloaded for offline viewing.',
    },
    {
      question: 'What if I get stuck on a lesson or project?',
      answer: `Ask in the student community, where learners and mentors answer questions every day, or email ${SUPPORT_EMAIL}. Our support team replies within 24 hours.`,
    },
  ];
}

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
        answer: `${courses.length} courses (${courses.map((course) => course.title).join(', ')}) and ${bundles.length} learning paths that combine them into complete roadmaps.`,
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
