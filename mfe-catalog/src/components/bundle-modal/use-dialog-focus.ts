import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogFocusOptions {
  open: boolean;
  dialogRef: RefObject<HTMLElement | null>;
  /** Focused when the dialog opens; the dialog itself when absent. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Receives focus when the dialog closes; whatever had focus before opening when absent. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * Focus handling of a modal dialog: focus moves in on open, Tab and Shift+Tab cycle inside it,
 * Escape closes it, the page behind does not scroll, and focus goes back on close.
 */
export function useDialogFocus({ open, dialogRef, initialFocusRef, returnFocusTo, onClose }: DialogFocusOptions) {
  // A parent's inline onClose must not re-run the effect (that would move focus on every render).
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocusTo?.current ?? previouslyFocused;
    (initialFocusRef?.current ?? dialog).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (returnTarget?.isConnected) returnTarget.focus();
    };
  }, [open, dialogRef, initialFocusRef, returnFocusTo]);
}
