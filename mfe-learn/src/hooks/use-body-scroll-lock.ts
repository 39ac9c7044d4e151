import { useEffect } from 'react';

/** Stops the page behind an overlay from scrolling while the calling component is mounted, then gives it back. */
export function useBodyScrollLock() {
  useEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
}
