import { useCallback, useState } from 'react';

/**
 * The accordion rule of every FAQ and curriculum list: at most one item open, the first open
 * initially (unless told otherwise), and clicking the open item closes it, leaving none open.
 */
export function useSingleOpen<K>(initial: K | null) {
  const [openKey, setOpenKey] = useState<K | null>(initial);
  const toggle = useCallback((key: K) => setOpenKey((current) => (current === key ? null : key)), []);
  const isOpen = useCallback((key: K) => openKey === key, [openKey]);
  return { openKey, toggle, isOpen };
}
