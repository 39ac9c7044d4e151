/** The learner's progress in the preview: always none, the spec hard-codes it at 0. */
export const PREVIEW_COMPLETED_SECTIONS = 0;

/**
 * The progress line for a visitor who has not enrolled: 'Not started · 24 sections' ('Not started'
 * while the number of sections is unknown), or, once something is done, '3 of 24 sections completed'.
 */
export function progressSummary(completed: number, total: number): string {
  if (completed === 0) return total > 0 ? `Not started · ${total} sections` : 'Not started';
  return `${completed} of ${total} sections completed`;
}

export function progressPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}
