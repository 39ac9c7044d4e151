import { useState } from 'react';
import { visibleSlice } from '../rules/display';

/** A list that shows its first `initialCount` items and toggles the rest; no toggle when nothing is hidden. */
export function useShowMore<T>(items: readonly T[], initialCount: number) {
  const [expanded, setExpanded] = useState(false);
  const slice = visibleSlice(items, initialCount, expanded);
  return { ...slice, expanded, toggle: () => setExpanded((value) => !value) };
}
