import { useEffect, type ReactNode, type RefObject } from 'react';
import { markSectionAwake } from './early-events';
import styles from './RemoteBoundary.module.css';

/**
 * The box of a section React hydrates on its own, after the page's root or later (a team's page or
 * fragment, a section hydrated on interaction). It lays out nothing (`display: contents`); it
 * tells the early-events script that taps inside wait for the section (`data-hydrates`), until
 * `SectionAwake`, inside the section's Suspense boundary, marks it awake. QA's tests wait for every
 * `with-page` box to be awake before they click.
 */
export function HydrationBox({
  when,
  boxRef,
  children,
}: {
  when: 'with-page' | 'on-interaction';
  boxRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div ref={boxRef} className={styles.hydrationBox} data-hydrates={when}>
      {children}
    </div>
  );
}

/** Inside the section's Suspense boundary, after its content: commits once the section has (hydrated or rendered). */
export function SectionAwake({ boxRef }: { boxRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (boxRef.current) markSectionAwake(boxRef.current);
  }, [boxRef]);
  return null;
}
