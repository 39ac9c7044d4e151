import { testimonials } from './testimonials';
import { featuredTestimonials } from './featured-testimonials';
import { FEATURED_STUDENTS } from './featured-students';
import { DISPLAY_LIMITS } from '@shared-data/rules';
import { faqGroups, membershipFaqs } from '@shared-data/content-membership';
import { detailFaqs } from './detail-faqs';
import { showcaseProjects } from './showcase';
import { companies } from './companies';
import { courses } from './courses';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import { flagUrl } from './flags';

const duplicates = (values: readonly unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('testimonials', () => {
  it('ships the flag of every country a student comes from', () => {
    for (const { country } of testimonials) expect(flagUrl(country.code)).toBe(`${country.code.toLowerCase()}.svg`);
  });

  it('are 24 records with ids 1..24', () => {
    expect(testimonials).toHaveLength(24);
    expect(testimonials.map((testimonial) => testimonial.id)).toEqual(
      Array.from({ length: 24 }, (_, index) => index + 1),
    );
  });

  it('start with the featured ones, enough for the home page and course pages', () => {
    expect(testimonials.slice(0, featuredTestimonials.length)).toEqual(featuredTestimonials);
    expect(featuredTestimonials.length).toBeGreaterThanOrEqual(
      Math.max(DISPLAY_LIMITS.homeTestimonials, DISPLAY_LIMITS.coursePageTestimonials),
    );
  });

  it('whose faces the home page shows first are the featured stories’ authors, in order', () => {
    expect(featuredTestimonials.map(({ id, name, imageUrl }) => ({ id, name, imageUrl }))).toEqual(FEATURED_STUDENTS);
  });

  it('are from 24 different people', () => {
    expect(duplicates(testimonials.map((testimonial) => testimonial.name))).toEqual([]);
  });

  it('each name a course the catalogue sells', () => {
    const titles = new Set(courses.map((course) => course.title));
    for (const testimonial of testimonials) expect(titles).toContain(testimonial.course);
  });

  it('use an ISO alpha-2 upper-case country code and come from at least ten countries', () => {
    for (const { country } of testimonials) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.length).toBeGreaterThan(1);
    }
    expect(new Set(testimonials.map(({ country }) => country.code)).size).toBeGreaterThanOrEqual(10);
  });

  it('give the same country name for the same code', () => {
    const names = new Map<string, string>();
    for (const { country } of testimonials) {
      expect(names.get(country.code) ?? country.name).toBe(country.name);
      names.set(country.code, country.name);
    }
  });

  it('come from the four platforms, each with a profile link on that platform', () => {
    const hosts = {
      linkedin: /^https:\/\/www\.linkedin\.com\/in\//,
      twitter: /^https:\/\/x\.com\//,
      youtube: /^https:\/\/www\.youtube\.com\/@/,
      google: /^https:\/\/g\.page\//,
    };
    for (const testimonial of testimonials) expect(testimonial.socialLink).toMatch(hosts[testimonial.platform]);
    expect(new Set(testimonials.map((testimonial) => testimonial.platform))).toEqual(new Set(Object.keys(hosts)));
  });

  it('have a role, a company, an avatar and two to four sentences of text', () => {
    for (const testimonial of testimonials) {
      expect(testimonial.role).not.toBe('');
      expect(testimonial.company).not.toBe('');
      expect(testimonial.imageUrl).not.toBe('');
      const sentences = testimonial.text.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
  });

  it('show eight different courses’ students on the home page, not eight of one course', () => {
    expect(new Set(testimonials.slice(0, 8).map((testimonial) => testimonial.course)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('membership FAQs', () => {
  const all = () => membershipFaqs.map((faq) => `${faq.question} ${faq.answer}`).join('\n');

  it('are six to eight questions', () => {
    expect(membershipFaqs.length).toBeGreaterThanOrEqual(6);
    expect(membershipFaqs.length).toBeLessThanOrEqual(8);
  });

  it('state the upgrade policy: any time, and within 7 days only the difference via a link from support', () => {
    const upgrade = membershipFaqs.find((faq) => /upgrade/i.test(faq.question));
    expect(upgrade?.answer).toMatch(/any time/);
    expect(upgrade?.answer).toMatch(/within 7 days/);
    expect(upgrade?.answer).toMatch(/only the difference/);
    expect(upgrade?.answer).toContain(EXTERNAL_URLS.supportEmail);
    expect(upgrade?.answer).toMatch(/payment link/);
  });

  it('state that there are no refunds and no offline downloads', () => {
    expect(membershipFaqs.find((faq) => /refund/i.test(faq.question))?.answer).toMatch(/^No\./);
    expect(membershipFaqs.find((faq) => /offline/i.test(faq.question))?.answer).toMatch(/^No\./);
  });

  it('name the payment methods and both payment providers', () => {
    const payments = membershipFaqs.find((faq) => /payment methods/i.test(faq.question))?.answer ?? '';
    for (const word of ['cards', 'wallets', 'UPI', 'local payment methods', 'Stripe', 'Razorpay'])
      expect(payments).toContain(word);
  });

  it('promise a support reply within 24 hours', () => {
    expect(all()).toMatch(/within 24 hours/);
  });

  it('explain that an expired yearly membership pauses access and keeps progress', () => {
    const expiry = membershipFaqs.find((faq) => /expire/i.test(faq.question))?.answer ?? '';
    expect(expiry).toMatch(/pauses/);
    expect(expiry).toMatch(/progress/);
    expect(expiry).toMatch(/kept/);
  });

  it('quote the plan prices from the plans data', () => {
    expect(all()).toContain('$59.99');
    expect(all()).toContain('₹1,999');
    expect(all()).toContain('$69.99');
    expect(all()).toContain('₹2,999');
  });
});

describe('course FAQs', () => {
  it('are exactly five distinct questions', () => {
    for (const subject of ['course', 'learning path'] as const) {
      expect(detailFaqs(subject)).toHaveLength(5);
      expect(duplicates(detailFaqs(subject).map((faq) => faq.question))).toEqual([]);
    }
    expect(detailFaqs('learning path')[0]!.question).toBe('How long will I have access to this learning path?');
    expect(JSON.stringify(detailFaqs('learning path'))).not.toContain('this course');
  });
});

describe('FAQ groups', () => {
  it('are General, Courses & Content, Payment & Pricing and Technical, in that order', () => {
    expect(faqGroups.map((group) => group.title)).toEqual([
      'General',
      'Courses & Content',
      'Payment & Pricing',
      'Technical',
    ]);
  });

  it('have four or five items each, with no question repeated in a group', () => {
    for (const group of faqGroups) {
      expect(group.items.length).toBeGreaterThanOrEqual(4);
      expect(group.items.length).toBeLessThanOrEqual(5);
      expect(duplicates(group.items.map((item) => item.question))).toEqual([]);
      for (const item of group.items) expect(item.answer.length).toBeGreaterThan(40);
    }
  });

  it('carry the support statement for an inaccessible course in the Technical group', () => {
    const technical = faqGroups.find((group) => group.title === 'Technical');
    const answer = technical?.items.find((item) => /cannot access/i.test(item.question))?.answer ?? '';
    expect(answer).toMatch(/logged in/);
    expect(answer).toMatch(/email address you used for the purchase/);
    expect(answer).toMatch(/My Courses/);
    expect(answer).toMatch(/contact support/);
  });

  it('list every course by title', () => {
    const catalogue = faqGroups.find((group) => group.title === 'Courses & Content')?.items[0]?.answer ?? '';
    for (const course of courses) expect(catalogue).toContain(course.title);
  });
});

describe('showcase projects', () => {
  it('are six, two each of Frontend, Backend and Full-Stack', () => {
    expect(showcaseProjects).toHaveLength(6);
    const count = (category: string) => showcaseProjects.filter((project) => project.category === category).length;
    expect([count('Frontend'), count('Backend'), count('Full-Stack')]).toEqual([2, 2, 2]);
  });

  it('have distinct titles, technologies and a placeholder demo link', () => {
    expect(duplicates(showcaseProjects.map((project) => project.title))).toEqual([]);
    for (const project of showcaseProjects) {
      expect(project.technologies.length).toBeGreaterThan(0);
      expect(project.demoUrl).toBe('#');
      expect(['Beginner', 'Intermediate', 'Advanced']).toContain(project.difficulty);
    }
  });
});

describe('companies', () => {
  it('are 24 distinct companies, each with a mark or, where the icon set has none, its name alone', () => {
    expect(companies).toHaveLength(24);
    expect(duplicates(companies.map((company) => company.name))).toEqual([]);
    for (const company of companies) if (company.logoUrl !== undefined) expect(company.logoUrl).not.toBe('');
  });
});
