/**
 * The WAI-ARIA tabs keyboard rule: Left/Right move to the previous/next tab (wrapping around),
 * Home/End to the first/last. Returns the index to move to, or null when the key is not a tab key.
 */
export function tabKeyTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
