/** The learner's progress in the preview: always none, the spec hard-codes it at 0. */
export const PREVIEW_COMPLETED_SECTIONS = 0;

/** '0 of 24 sections completed', or '0 sections completed' while the number of sections is unknown. */
export function progressSummary(completed: number, total: number): string {
  return total > 0 ? `${completed} of ${total} sections completed` : `${completed} sections completed`;
}

export function progressPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}
