import { DISPLAY_LIMITS, type CurriculumItem } from '@shared-data/rules';

/** One placeholder lecture of a section: its number ('3.2') and what it covers. */
export interface Lecture {
  /** The section's number and the lecture's, as a player numbers them: '3.2'. */
  number: string;
  title: string;
}

/**
 * A section's placeholder lectures (the spec's 4 per chapter), titled from the curriculum: its
 * topics first, then its points where it has fewer topics than lectures, and the spec's plain
 * 'Lecture 3.4' only where the section has neither.
 */
export function lecturesOf(section: Pick<CurriculumItem, 'topics' | 'points'>, sectionNumber: number): Lecture[] {
  const titles = [...section.topics, ...section.points].map((title) => title.trim()).filter(Boolean);
  return Array.from({ length: DISPLAY_LIMITS.lecturePlaceholders }, (_, index) => {
    const number = `${sectionNumber}.${index + 1}`;
    return { number, title: titles[index] ?? `Lecture ${number}` };
  });
}
