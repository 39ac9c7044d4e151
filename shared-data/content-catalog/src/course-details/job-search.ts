import type { CourseDetail } from '@shared-data/rules';

const detail: CourseDetail = {
  learningObjectives: [
    'Set a clear target role and a weekly job-search plan you can keep to',
    'Write a one-page, ATS-friendly resume with measurable achievements',
    'Optimise your LinkedIn profile so recruiters find you',
    'Present your projects in a portfolio and on GitHub',
    'Get interviews through referrals and well-written cold messages',
    'Prepare for technical and behavioural interviews and negotiate your offer',
  ],
  curriculum: [
    {
      id: 1,
      title: 'Planning Your Job Search',
      topics: ['Choosing target roles', 'Reading job descriptions', 'Weekly plan', 'Tracking applications'],
      points: [
        'Pick roles that match your current skills',
        'Turn job descriptions into a skills checklist',
        'Track every application in one spreadsheet',
      ],
      duration: '25 minutes',
      tags: ['Career'],
    },
    {
      id: 2,
      title: 'Writing an ATS-Friendly Resume',
      topics: ['Resume structure', 'Keywords', 'Action verbs and metrics', 'Projects section'],
      points: [
        'Build a clean one-page resume that parses correctly',
        'Rewrite duties as measurable achievements',
        'Tailor your resume to each role in ten minutes',
      ],
      duration: '45 minutes',
      tags: ['Career', 'Hands-on'],
    },
    {
      id: 3,
      title: 'LinkedIn, GitHub and Portfolio',
      topics: ['LinkedIn headline and About', 'GitHub profile README', 'Portfolio website', 'Project write-ups'],
      points: ['Make your LinkedIn profile searchable by recruiters', 'Show your best projects with clear write-ups'],
      duration: '40 minutes',
      tags: ['Career', 'Hands-on'],
    },
    {
      id: 4,
      title: 'Applications, Referrals and Cold Outreach',
      topics: ['Where to apply', 'Asking for referrals', 'Cold messages', 'Following up'],
      points: ['Write short referral requests that get replies', 'Follow up without being pushy'],
      duration: '30 minutes',
      tags: ['Career'],
    },
    {
      id: 5,
      title: 'Interviews, Offers and Salary Negotiation',
      topics: ['Technical rounds', 'Behavioural questions and STAR', 'Evaluating offers', 'Negotiation'],
      points: [
        'Prepare stories for behavioural questions with the STAR method',
        'Compare offers beyond the base salary',
        'Negotiate politely with a clear counter-offer',
      ],
      duration: '45 minutes',
      tags: ['Career', 'Interview'],
    },
  ],
  projects: [],
  questions: [],
};

export default detail;
