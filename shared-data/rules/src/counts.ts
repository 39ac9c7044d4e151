import type { CourseDuration } from './entities';
import { formatDecimal } from './digits';

/** A count as the whole site writes it: with a thousands separator ('1,061'). */
export function formatCount(count: number): string {
  return formatDecimal(count);
}

/** A count and its noun, in the singular for one ('1 project', '1,061 reviews'). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** What a course holds, zero counts left out: '8 hours · 3 projects · 40 questions'. */
export function courseContents(duration: CourseDuration): string[] {
  return [
    formatHours(duration.hours),
    ...(duration.projects > 0 ? [countOf(duration.projects, 'project')] : []),
    ...(duration.questions > 0 ? [countOf(duration.questions, 'question')] : []),
  ];
}

/** Minutes in a length written as the content writes it: '1.5 hours', '75 minutes', '15 mins', '1 hour'. */
export function minutesOf(length: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)\s*$/i.exec(length);
  if (!match) return undefined;
  const amount = Number(match[1]);
  return Math.round(/^h/i.test(match[2] ?? '') ? amount * 60 : amount);
}

/**
 * A length as the whole site writes it, in words: '24 hours', '1 hour 30 minutes', '45 minutes'
 * (never '24h', '1.5 hours' or '75 minutes'). Takes minutes, or the content's text (returned as
 * it is when it is not a length this reads).
 */
export function formatDuration(length: number | string): string {
  const minutes = typeof length === 'number' ? Math.round(length) : minutesOf(length);
  if (minutes === undefined) return String(length);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours > 0 ? [countOf(hours, 'hour')] : []),
    ...(rest > 0 || hours === 0 ? [countOf(rest, 'minute')] : []),
  ];
  return parts.join(' ');
}

/** A whole number of hours ('24 hours'), as formatDuration writes every length. */
export const formatHours = (hours: number): string => formatDuration(hours * 60);
