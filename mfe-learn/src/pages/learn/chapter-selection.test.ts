import { clickChapter, initialChapterSelection, selectSection } from './chapter-selection';

describe('chapter selection', () => {
  it('starts with no section selected and chapter 1 open', () => {
    const state = initialChapterSelection();
    expect(state.selectedId).toBeNull();
    expect([...state.expandedIds]).toEqual([1]);
  });

  it('selects and opens a chapter clicked for the first time, keeping the others open', () => {
    const state = clickChapter(initialChapterSelection(), 3);
    expect(state.selectedId).toBe(3);
    expect([...state.expandedIds].sort()).toEqual([1, 3]);
  });

  it('closes an open chapter on the first click, even when it was not the selected section', () => {
    const state = clickChapter(initialChapterSelection(), 1);
    expect(state).toEqual({ selectedId: 1, expandedIds: new Set() });
  });

  it('closes and reopens the selected chapter when it is clicked again, keeping it selected', () => {
    const closed = clickChapter(clickChapter(initialChapterSelection(), 3), 3);
    expect(closed).toEqual({ selectedId: 3, expandedIds: new Set([1]) });
    expect(clickChapter(closed, 3).expandedIds.has(3)).toBe(true);
  });

  it('selects a section without touching which chapters are open, and clears it', () => {
    const selected = selectSection(initialChapterSelection(), 5);
    expect(selected).toEqual({ selectedId: 5, expandedIds: new Set([1]) });
    expect(selectSection(selected, null).selectedId).toBeNull();
  });
});
