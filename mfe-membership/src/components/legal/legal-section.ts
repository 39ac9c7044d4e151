import type { ReactNode } from 'react';

/** One numbered section of a legal document. */
export interface LegalSection {
  /** Anchor id, linked from the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}
