import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons';
import { useBodyScrollLock } from '../../../hooks/use-body-scroll-lock';
import { keepTabInside } from '../../../dom/focus-trap';
import styles from './SidebarDrawer.module.css';

interface SidebarDrawerProps {
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  /** The drawer's content, given its close button to place. */
  children: (closeButton: ReactNode) => ReactNode;
}

/**
 * The course-content column as a modal drawer on phones: a labelled dialog that takes focus (and
 * keeps Tab inside), closes on Escape, the close button or the backdrop, locks the page's scroll while
 * open and, when it goes, gives focus back to whatever opened it.
 */
export function SidebarDrawer({ labelledBy, onClose, children }: SidebarDrawerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab' && dialogRef.current) keepTabInside(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const closeButton = (
    <button ref={closeRef} type="button" className={styles.close} aria-label="Close course content" onClick={onClose}>
      <CloseIcon />
    </button>
  );

  return (
    <div className={styles.layer}>
      {/* A mouse and touch convenience only: keyboard users close with Escape or the close button. */}
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={labelledBy} className={styles.drawer}>
        {children(closeButton)}
      </div>
    </div>
  );
}
