import { useCallback, useId, useState } from 'react';

/**
 * An expandable section: a button that shows and hides a region. Returns the props for both, wired
 * with aria-expanded / aria-controls and a shared id.
 */
export function useDisclosure(initiallyExpanded: boolean) {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const regionId = useId();
  const toggle = useCallback(() => setExpanded((open) => !open), []);
  return {
    expanded,
    toggle,
    buttonProps: { 'aria-expanded': expanded, 'aria-controls': regionId, onClick: toggle },
    regionProps: { id: regionId, role: 'region' as const, hidden: !expanded },
  };
}
