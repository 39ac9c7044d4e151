import { useState } from 'react';
import { useLocation } from 'shared-data/router';

/**
 * Open state of the bundle preview modal. It belongs to the location it was opened at, so following
 * a link from the modal (even to this same page) closes it.
 */
export function useBundleModal() {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  return {
    open: openedAt === key,
    show: () => setOpenedAt(key),
    close: () => setOpenedAt(null),
  };
}
