/** The About page's copy, kept apart from its layout. */
export const LEARNING_RESOURCES = [
  {
    title: 'Video Lectures',
    text: 'Short, focused HD lessons recorded by working engineers, each one building towards a project rather than a slide deck.',
  },
  {
    title: 'E-Books and PDFs',
    text: 'Downloadable notes, cheat sheets and roadmaps for HTML & CSS, JavaScript, React, Python, Django and Git to revise from anywhere.',
  },
  {
    title: 'Quizzes and Assignments',
    text: 'Every module ends with a quiz and a hands-on assignment, so you practise what you watched before moving on.',
  },
  {
    title: 'Real-World Projects',
    text: 'Portfolio projects such as storefronts, dashboards and REST APIs that you can deploy and talk about in interviews.',
  },
] as const;

export const WHY_CHOOSE = [
  {
    title: 'Learn by Building',
    text: 'Projects in every course, from your first web page to production-grade APIs.',
  },
  {
    title: 'Clear Roadmaps',
    text: 'Learning paths put courses in the order professionals learn them, so you never wonder what comes next.',
  },
  {
    title: 'Interview Ready',
    text: 'DSA patterns, coding problems and a job-search course that covers resumes, portfolios and interviews.',
  },
  {
    title: 'Learn at Your Pace',
    text: 'Lifetime or yearly access to the whole library, including every future course and update.',
  },
] as const;
