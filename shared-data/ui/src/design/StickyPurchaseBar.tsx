import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Price } from './Price';
import { containerClass } from './PageContainer';
import styles from './StickyPurchaseBar.module.css';

/**
 * The class of the page's opening band (the hero with its figures): the bar passes under it, so
 * the page's first screen never shows the bar over the hero's own price and action.
 */
export const purchaseBarCoverClass = (extra?: string) => [styles.cover, extra].filter(Boolean).join(' ');

interface StickyPurchaseBarProps {
  /** Names the bar for assistive technology: "Enroll in Python Programming Masterclass". */
  label: string;
  /** What is bought, shown beside the price where the bar has room (from 640 px). */
  title: string;
  /** The price to pay in the visitor's region, and the original it was cut from. */
  price: { amount: string; original?: string };
  /** The call to action: the same link as the page's hero. */
  action: ReactNode;
  /**
   * Elements whose being in view makes the bar redundant (the hero's or a pricing block's purchase
   * controls): after hydration the bar steps aside while one of them is on screen.
   */
  hideWhileInView?: string;
}

/**
 * A slim bar with the price and the purchase action at the bottom of the window, at every scroll
 * position of the page that renders it: the HTML and CSS alone place it (position: fixed), so it
 * works before and without the page's scripts, and the page keeps room for it under its last line
 * (the body's border while a bar is in it), so scrolled to the end it covers nothing.
 *
 * It is out of sight while the page's opening band fills the window's bottom: the band is drawn
 * over it (`purchaseBarCoverClass`), so from the first frame and with no script the bar never shows
 * over the hero. With scripts it also steps aside while one of `hideWhileInView` (the page's purchase
 * controls: the hero's, a side card's, a pricing block's) is in view. The server's tree and the first
 * client render are the same: the bar is shown until an observer reports otherwise.
 */
export function StickyPurchaseBar({ label, title, price, action, hideWhileInView }: StickyPurchaseBarProps) {
  const redundant = useRedundantWhileInView(hideWhileInView);
  return (
    <aside
      className={[styles.bar, redundant && styles.aside].filter(Boolean).join(' ')}
      aria-label={label}
      data-purchase-bar=""
      // Out of the tab order and the accessibility tree while it is moved out of sight.
      inert={redundant}
    >
      <div className={containerClass(styles.inner)}>
        <div className={styles.summary}>
          <p className={styles.title}>{title}</p>
          <Price amount={price.amount} original={price.original} className={styles.price} />
        </div>
        <div className={styles.action}>{action}</div>
      </div>
    </aside>
  );
}

/** True while any element matching the selector is in the window (always false before hydration). */
function useRedundantWhileInView(selector: string | undefined) {
  const [redundant, setRedundant] = useState(false);
  const seen = useRef(new Set<Element>());
  useEffect(() => {
    if (!selector || typeof IntersectionObserver === 'undefined') return;
    const visible = seen.current;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setRedundant(visible.size > 0);
    });
    for (const element of document.querySelectorAll(selector)) observer.observe(element);
    return () => {
      observer.disconnect();
      visible.clear();
    };
  }, [selector]);
  return redundant;
}
