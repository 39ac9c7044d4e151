import { useLayoutEffect } from 'react';

/**
 * Stops the page behind an overlay from scrolling while the calling component is mounted, then gives it back.
 * A layout effect: the lock goes in the commit that shows the overlay and comes off in the one that
 * removes it (a passive effect's clean-up runs a frame later, so a page navigated to from inside the
 * overlay would first show without its scrollbar).
 */
export function useBodyScrollLock() {
  useLayoutEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
}
