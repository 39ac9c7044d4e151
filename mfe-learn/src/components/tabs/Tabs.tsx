import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget } from './tab-keys';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Stable key of the tab, unique within the list. */
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** 'segmented' (compact, equal-width: the sidebar) or 'underline' (a page section's tabs). */
  variant?: 'segmented' | 'underline';
  className?: string;
  panelClassName?: string;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop (roving tabindex), Left/Right arrows wrap, Home/End
 * jump, and moving activates the tab (automatic activation). Every panel stays in the document,
 * hidden unless selected, so each tab's aria-controls points at a real element.
 */
export function Tabs({ label, tabs, variant = 'underline', className, panelClassName }: TabsProps) {
  const baseId = useId();
  const [chosenId, setChosenId] = useState(tabs[0]?.id);
  const tabElements = useRef(new Map<string, HTMLButtonElement>());
  // A tab that disappears (or is not there yet) falls back to the first one.
  const selectedId = tabs.some((tab) => tab.id === chosenId) ? chosenId : tabs[0]?.id;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabs[tabKeyTarget(event.key, index, tabs.length) ?? -1];
    if (!target) return;
    event.preventDefault();
    setChosenId(target.id);
    tabElements.current.get(target.id)?.focus();
  };

  return (
    <div className={`${styles.tabs} ${styles[variant]} ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element);
                else tabElements.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setChosenId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selectedId}
          className={`${styles.panel} ${panelClassName ?? ''}`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
