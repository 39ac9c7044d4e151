/** The questions at the foot of every course and learning-path page (the catalogue's). */
import type { FaqItem } from '@shared-data/rules';
import { ANSWERS, SUPPORT_EMAIL } from './faq-answers';

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
