import { StyleGuide } from '@shared-data/ui';

/** /design under `npm run dev`: the design system's living style guide (never in a production build). */
export default function StyleGuidePage() {
  return <StyleGuide />;
}
