import { DISPLAY_LIMITS } from 'shared-data';

/** Which section of the course is selected (null: none, the preview plays) and which chapters are open. */
export interface ChapterSelection {
  selectedId: number | null;
  expandedIds: ReadonlySet<number>;
}

export const initialChapterSelection = (): ChapterSelection => ({
  selectedId: null,
  expandedIds: new Set([DISPLAY_LIMITS.learnInitialChapterId]),
});

/**
 * Clicking a chapter's header does what its chevron says: an open chapter closes, a closed one
 * opens, whether or not it was the selected section; either way it becomes the selected section.
 */
export function clickChapter(state: ChapterSelection, id: number): ChapterSelection {
  const expandedIds = new Set(state.expandedIds);
  if (expandedIds.has(id)) expandedIds.delete(id);
  else expandedIds.add(id);
  return { selectedId: id, expandedIds };
}

/** Choosing a lecture (or anything else in a chapter) selects that section, leaving chapters as they are. */
export function selectSection(state: ChapterSelection, id: number | null): ChapterSelection {
  return { ...state, selectedId: id };
}
