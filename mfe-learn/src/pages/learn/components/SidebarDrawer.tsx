import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { CloseIcon, closeButtonClass } from '@shared-data/ui';
import { keepTabInside } from '../../../dom/focus-trap';
import { isPopoverOpen } from '../../../dom/popover';
import styles from './SidebarDrawer.module.css';

interface SidebarDrawerProps {
  /** The drawer's id: the 'Course Content' button opens it (`popovertarget`). */
  id: string;
  /** Id of the heading that names it. */
  labelledBy: string;
  /** The drawer element, for the page to close it (a lecture picked, the window grown). */
  ref: RefObject<HTMLElement | null>;
  /** The course content, given the drawer's close button to place. */
  children: (closeButton: ReactNode) => ReactNode;
}

/**
 * The course-content column: beside the player on wide screens; on phones a drawer, which is a
 * native popover, so the 'Course Content' button opens it from the server's HTML, before and
 * without the page's scripts. The browser gives the button its expanded state and closes the drawer
 * on Escape, on a press outside it (its backdrop) and from its close button, putting focus back on
 * the opener; CSS locks the page's scroll while it is open (`html:has(:popover-open)`). The script
 * only adds focus handling: focus moves to the close button when it opens, and Tab stays inside.
 */
export function SidebarDrawer({ id, labelledBy, ref, children }: SidebarDrawerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const drawer = ref.current;
    if (!drawer) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepTabInside(event, drawer);
    };
    const follow = (open: boolean) => {
      if (open) document.addEventListener('keydown', onKeyDown);
      else document.removeEventListener('keydown', onKeyDown);
    };
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open';
      follow(open);
      if (open) closeRef.current?.focus();
    };
    // (Opened before the script ran: from now on Tab stays inside.)
    follow(isPopoverOpen(drawer));
    drawer.addEventListener('toggle', onToggle);
    return () => {
      drawer.removeEventListener('toggle', onToggle);
      follow(false);
    };
  }, [ref]);

  const closeButton = (
    <button
      ref={closeRef}
      type="button"
      className={closeButtonClass(styles.close)}
      popoverTarget={id}
      popoverTargetAction="hide"
      aria-label="Close course content"
    >
      <CloseIcon />
    </button>
  );

  return (
    <aside ref={ref as Ref<HTMLElement>} id={id} popover="auto" aria-labelledby={labelledBy} className={styles.drawer}>
      {children(closeButton)}
    </aside>
  );
}
