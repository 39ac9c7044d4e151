import { useState } from 'react';

/**
 * Rows that open and close on their own, plus an 'Expand all' that opens every row, or, when every
 * row is already open, closes them all. All rows start closed.
 */
export function useExpandableRows<K>(keys: readonly K[]) {
  const [openKeys, setOpenKeys] = useState<ReadonlySet<K>>(() => new Set());
  const allOpen = keys.length > 0 && keys.every((key) => openKeys.has(key));
  return {
    allOpen,
    isOpen: (key: K) => openKeys.has(key),
    toggle: (key: K) =>
      setOpenKeys((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    toggleAll: () => setOpenKeys(allOpen ? new Set() : new Set(keys)),
  };
}
