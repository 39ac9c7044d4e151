/** Entities of spec section 3. */

export type Region = 'IN' | 'GLOBAL';

export type CourseId =
  | 'python'
  | 'react'
  | 'javascript'
  | 'git-github'
  | 'web-fundamentals'
  | 'django'
  | 'django-rest-framework'
  | 'dsa-beginners'
  | 'dsa-advanced'
  | 'job-search';

export type BundleId = 'frontend-bootcamp' | 'backend-bootcamp' | 'dsa-bootcamp';

export interface CourseDuration {
  hours: number;
  projects: number;
  questions: number;
}

export interface Course {
  id: CourseId;
  slug: string;
  title: string;
  description: string;
  /** Exactly three short selling points shown on cards. */
  cardPoints: [string, string, string];
  /** Paragraphs; empty when the course has no prerequisites. */
  prerequisite: string[];
  topics: string[];
  originalPrice: number;
  discountedPrice: number;
  originalPriceIndia: number;
  discountedPriceIndia: number;
  duration: CourseDuration;
  imageUrl: string;
  /** Video embed URL; empty string when there is no preview. */
  previewUrl: string;
  /** PDF URL; empty string when there is no syllabus. */
  syllabusUrl: string;
  takeUrl: string;
  enrollUrl: string;
  enrollUrlIndia: string;
  activeStudents: number;
  reviewRating: number;
  reviewCount: number;
}

/** A course as cards and lists show it: all but what only its own page shows. */
export type CourseSummary = Omit<Course, 'prerequisite' | 'topics'>;

export interface CurriculumItem {
  id: number;
  title: string;
  topics: string[];
  points: string[];
  /** Free text such as '2 hours', '30 minutes', '10 mins'. */
  duration: string;
  tags: string[];
}

export type ProjectDifficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export interface CourseProject {
  title: string;
  description: string;
  technologies: string[];
  duration: string;
  difficulty: ProjectDifficulty;
  /** May be empty or '#'. */
  imageUrl: string;
  /** Placeholder '#'. */
  demoUrl: string;
}

export type QuestionCategory =
  | 'Array'
  | 'String'
  | 'Linked List'
  | 'Stack'
  | 'Binary Search'
  | 'Trees'
  | 'Backtracking'
  | 'Tries'
  | 'Heap'
  | 'Graphs'
  | 'Dynamic Programming'
  | 'Greedy'
  | 'Intervals'
  | 'Math & Geometry'
  | 'Binary';

export type QuestionDifficulty = 'Easy' | 'Medium' | 'Hard';

export type QuestionPattern =
  | 'Two Pointers'
  | 'Sliding Window'
  | 'Fast & Slow Pointers'
  | 'Stack / Monotonic Stack'
  | 'Binary Search'
  | 'DFS / BFS'
  | 'Backtracking / DFS'
  | 'Tries / DFS'
  | 'Priority Queue'
  | 'DFS / BFS / Union Find'
  | 'Memoization / Tabulation'
  | 'Greedy Algorithm'
  | 'Merge Intervals'
  | 'Matrix / Math'
  | 'Bit Manipulation'
  | 'Array/String Manipulate / Hashing';

export interface Question {
  id: number;
  leetcodeId: number;
  title: string;
  category: QuestionCategory;
  difficulty: QuestionDifficulty;
  pattern: QuestionPattern;
}

/** A question as shown on a card, with the course it belongs to. */
export interface QuestionCard extends Question {
  courseTitle: string;
  courseSlug: string;
}

/** The detail content of one course, loaded on demand (see loadCourseDetail). */
export interface CourseDetail {
  learningObjectives: string[];
  curriculum: CurriculumItem[];
  projects: CourseProject[];
  questions: Question[];
}

export interface BundleDuration {
  totalHours: number;
  totalProjects: number;
  totalQuestions: number;
}

export interface BundleSyllabusStep {
  title: string;
  description: string;
}

export interface Bundle {
  id: BundleId;
  slug: string;
  title: string;
  description: string;
  cardPoints: [string, string, string];
  courses: CourseId[];
  originalPrice: number;
  discountedPrice: number;
  originalPriceIndia: number;
  discountedPriceIndia: number;
  imageUrl: string;
  /** Always empty for bundles. */
  previewUrl: string;
  /** PDF roadmap; empty string when absent. */
  syllabusUrl: string;
  duration: BundleDuration;
  enrollUrl: string;
  enrollUrlIndia: string;
  activeStudents: number;
  reviewRating: number;
  reviewCount: number;
  learningObjectives: string[];
  /** The roadmap in stages, in the order a learner takes them. */
  syllabus: BundleSyllabusStep[];
}

/** A learning path as cards and lists show it: all but what only its own page shows. */
export type BundleSummary = Omit<Bundle, 'learningObjectives' | 'syllabus'>;

export type TestimonialPlatform = 'linkedin' | 'twitter' | 'youtube' | 'google';

export interface Country {
  /** ISO 3166-1 alpha-2, upper case (the flag service takes it lower-cased). */
  code: string;
  name: string;
}

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  company: string;
  imageUrl: string;
  text: string;
  platform: TestimonialPlatform;
  socialLink: string;
  country: Country;
  /** Title of the course the student took. */
  course: string;
}

export type PlanType = 'yearly' | 'lifetime';

export interface Plan {
  type: PlanType;
  title: string;
  /** USD. */
  price: number;
  /** INR. */
  priceIndia: number;
  /** Struck-through list price in USD, when the plan is on offer. */
  originalPrice?: number;
  /** Struck-through list price in INR, when the plan is on offer. */
  originalPriceIndia?: number;
  /** Offer label such as '50% OFF NOW'. */
  badge?: string;
  interval: 'year' | 'one-time';
  description: string;
  features: string[];
  buttonText: string;
  checkoutUrl: string;
  checkoutUrlIndia: string;
  highlight: boolean;
}

export type ShowcaseCategory = 'Frontend' | 'Backend' | 'Full-Stack';

export interface ShowcaseProject {
  title: string;
  description: string;
  technologies: string[];
  duration: string;
  imageUrl: string;
  demoUrl: string;
  difficulty: ProjectDifficulty;
  category: ShowcaseCategory;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: 'General' | 'Courses & Content' | 'Payment & Pricing' | 'Technical';
  items: FaqItem[];
}

export interface Company {
  name: string;
  /** The company's mark, where the icon set the site draws from has one; else the name is its wordmark. */
  logoUrl?: string;
}

export interface SocialLink {
  platform: 'linkedin' | 'twitter' | 'youtube' | 'github' | 'instagram';
  label: string;
  url: string;
}

export interface Instructor {
  name: string;
  title: string;
  bio: string[];
  imageUrl: string;
  socialLinks: SocialLink[];
}
