/**
 * Taps that come before the code that answers them (the pattern of Angular's event replay and
 * Google's JSAction). The server's HTML is on screen, and works, before the page's scripts arrive:
 * links, and the disclosures built on native elements (`details`, `popover`, `dialog`), need no
 * script. A control that does need one (a `type="button"` button, a tab) would lose a tap made
 * before the script that handles it runs, so a small inline script, first in the page's head,
 * records such clicks, and the platform replays each once the code of the part holding the control
 * has taken over its HTML:
 * - the whole page, when it has hydrated (the shell marks `<html data-interactive>`);
 * - a section hydrated on interaction (`HydrateOnInteraction`, marked `data-deferred-section`), when
 *   that section has: a click recorded inside it also wakes it.
 * A replayed click is the same control's `click()`; a control gone by then (React re-rendered it)
 * is dropped. Only `type="button"` buttons, tabs and elements marked `data-replay` are recorded:
 * a link, a `summary`, a popover or dialog invoker and a form's submit button act by themselves.
 */

/** What the inline script keeps on `window` for the platform. */
export interface EarlyEvents {
  /** Controls clicked before their code could answer, oldest first. */
  queue: Element[];
  /** Keys of the deferred sections whose code has taken over their HTML. */
  awake: Set<string>;
}

declare global {
  interface Window {
    __codeyatraEarlyEvents?: EarlyEvents;
  }
}

/** The attribute naming a deferred section's box (its resource key). */
export const DEFERRED_SECTION_ATTRIBUTE = 'data-deferred-section';

/** The event a recorded click sends up from its control, so that a waiting section wakes up. */
export const WAKE_EVENT = 'codeyatra-wake';

/**
 * The inline script (the same on every page; the Content-Security-Policy allows it by its hash).
 * A click is recorded when it reaches a control that needs code, while the page has not hydrated
 * or the control sits in a deferred section still asleep; it goes no further (nothing else sees it
 * until it is replayed).
 */
export const EARLY_EVENTS_SOURCE = `(function(){var d=document,r=d.documentElement,q=[],a=new Set();window.__codeyatraEarlyEvents={queue:q,awake:a};addEventListener('click',function(e){var t=e.target;if(!(t instanceof Element))return;var c=t.closest('button,[role=tab],[data-replay]');if(!c||c.disabled||c.matches('[popovertarget],[commandfor],form button:not([type=button])'))return;var s=c.closest('[${DEFERRED_SECTION_ATTRIBUTE}]');if(r.hasAttribute('data-interactive')&&!(s&&!a.has(s.getAttribute('${DEFERRED_SECTION_ATTRIBUTE}'))))return;e.stopImmediatePropagation();e.preventDefault();q.push(c);c.dispatchEvent(new Event('${WAKE_EVENT}',{bubbles:true}))},true)})();`;

function earlyEvents(): EarlyEvents | undefined {
  return typeof window === 'undefined' ? undefined : window.__codeyatraEarlyEvents;
}

/** Whether a recorded click waits inside `within`. */
export function hasEarlyEventsWithin(within: Node): boolean {
  return earlyEvents()?.queue.some((control) => within.contains(control)) ?? false;
}

function asleep(control: Element, awake: ReadonlySet<string>): boolean {
  const section = control.closest(`[${DEFERRED_SECTION_ATTRIBUTE}]`);
  return section !== null && !awake.has(section.getAttribute(DEFERRED_SECTION_ATTRIBUTE) ?? '');
}

/**
 * Replays, in order, the recorded clicks on controls inside `within` whose code is there now (any
 * not in a deferred section still asleep). Call it once the part holding them has hydrated.
 */
export function replayEarlyEvents(within: Node): void {
  const events = earlyEvents();
  if (!events) return;
  // A control no longer in the page (React replaced it) is dropped with the due ones.
  const done = events.queue.filter(
    (control) => !control.isConnected || (within.contains(control) && !asleep(control, events.awake)),
  );
  if (done.length === 0) return;
  // In place: the inline script keeps adding to this array.
  for (const control of done) events.queue.splice(events.queue.indexOf(control), 1);
  for (const control of done) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}

/**
 * A deferred section's code has taken over its HTML: clicks in it go to React from now on, and
 * those recorded before are replayed.
 */
export function markSectionAwake(key: string): void {
  const events = earlyEvents();
  if (!events) return;
  events.awake.add(key);
  replayEarlyEvents(document.body);
}
