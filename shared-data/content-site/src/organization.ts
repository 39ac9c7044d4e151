import type { Instructor } from '@shared-data/rules';

/** The company's postal address (contact page, legal pages, structured data). */
export const MAILING_ADDRESS = {
  lines: ['CodeYatra Learning Pvt. Ltd.', '4th Floor, Tonk Road', 'Jaipur, Rajasthan 302015', 'India'],
  note: 'We are a remote-first team: this address is for mail only, not for visits.',
} as const;

/** The founder and lead instructor (course pages, certificates, about page). */
export const INSTRUCTOR: Instructor = {
  name: 'Aarav Mehta',
  title: 'Founder & Lead Instructor, CodeYatra',
  bio: [
    'Aarav has built web products for over twelve years, from payment systems at fintech start-ups to developer tooling used by thousands of engineers.',
    'He founded CodeYatra in 2018 to teach programming the way it is practised at work: with real projects, code reviews and interview-grade problem solving.',
  ],
  // The portrait is the catalogue's (content-catalog's instructorPortrait): this package carries no
  // file only webpack reads, because the e2e specs import it in Node.
  imageUrl: '',
  socialLinks: [
    { platform: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/aarav-mehta-codeyatra' },
    { platform: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@codeyatra' },
    { platform: 'twitter', label: 'X (Twitter)', url: 'https://x.com/codeyatra' },
    { platform: 'github', label: 'GitHub', url: 'https://github.com/codeyatra' },
    { platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/codeyatra' },
  ],
};
