// The instructor's portrait (a DiceBear recipe, drawn when the catalogue builds), shown by the
// catalogue's pages. It lives here, not with the instructor's words in content-site: content-site
// carries no file that only webpack reads, because the e2e specs import it in Node.
import portrait from './assets/instructor.svg';

export const instructorPortrait: string = portrait;
