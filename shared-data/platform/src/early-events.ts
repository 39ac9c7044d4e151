/**
 * Taps that come before the code that answers them (the pattern of Angular's event replay and
 * Google's JSAction). The server's HTML is on screen, and works, before the page's scripts arrive:
 * links, and the disclosures built on native elements (`details`, `popover`, `dialog`), need no
 * script. A control that does need one (a `type="button"` button, a tab) would lose a tap made
 * before the script that handles it runs, so a small inline script, first in the page's head,
 * records such clicks, and the platform replays each once React has hydrated the HTML around it:
 * - outside any section: when the page's root has hydrated (the shell marks `<html data-interactive>`);
 * - inside a section React hydrates on its own (a team's page or fragment, a section hydrated on
 *   interaction: a box marked `data-hydrates`, see hydration-box.tsx): when that section has, which
 *   its box says with `data-awake`. A click recorded in a section still asleep also wakes it.
 * A replayed click is the same control's `click()`, run after React's own work (a task of its own);
 * a control gone by then (React re-rendered it) is dropped. Only `type="button"` buttons, tabs and
 * elements marked `data-replay` are recorded: a link, a `summary`, a popover or dialog invoker and
 * a form's submit button act by themselves.
 */

/** What the inline script keeps on `window` for the platform. */
export interface EarlyEvents {
  /** Controls clicked before their code could answer, oldest first. */
  queue: Element[];
}

declare global {
  interface Window {
    __codeyatraEarlyEvents?: EarlyEvents;
  }
}

/** A section's box that React hydrates on its own; `data-awake` once it has. */
export const ASLEEP = '[data-hydrates]:not([data-awake])';

/** The event a recorded click sends up from its control, so that a waiting section wakes up. */
export const WAKE_EVENT = 'codeyatra-wake';

/**
 * The inline script (the same on every page; the Content-Security-Policy allows it by its hash).
 * A click is recorded when it reaches a control that needs code while the page has not hydrated,
 * or while the section holding the control has not; it goes no further (nothing else sees it
 * until it is replayed).
 */
export const EARLY_EVENTS_SOURCE = `(function(){var d=document,r=d.documentElement,q=[];window.__codeyatraEarlyEvents={queue:q};addEventListener('click',function(e){var t=e.target;if(!(t instanceof Element))return;var c=t.closest('button,[role=tab],[data-replay]');if(!c||c.disabled||c.matches('[popovertarget],[commandfor],form button:not([type=button])'))return;if(r.hasAttribute('data-interactive')&&!c.closest('${ASLEEP}'))return;e.stopImmediatePropagation();e.preventDefault();q.push(c);c.dispatchEvent(new Event('${WAKE_EVENT}',{bubbles:true}))},true)})();`;

function earlyEvents(): EarlyEvents | undefined {
  return typeof window === 'undefined' ? undefined : window.__codeyatraEarlyEvents;
}

/** Whether a recorded click waits inside `within`. */
export function hasEarlyEventsWithin(within: Node): boolean {
  return earlyEvents()?.queue.some((control) => within.contains(control)) ?? false;
}

/**
 * Replays, in order, the recorded clicks on controls inside `within` whose code is there now (any
 * not inside a section still asleep). Call it once the part holding them has hydrated.
 */
export function replayEarlyEvents(within: Node): void {
  const events = earlyEvents();
  if (!events) return;
  // A control no longer in the page (React replaced it) is dropped with the due ones.
  const done = events.queue.filter(
    (control) => !control.isConnected || (within.contains(control) && !control.closest(ASLEEP)),
  );
  if (done.length === 0) return;
  // In place: the inline script keeps adding to this array.
  for (const control of done) events.queue.splice(events.queue.indexOf(control), 1);
  for (const control of done) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}

/**
 * After React's current work (an effect runs inside it, where a click on HTML it has not hydrated
 * yet would be dropped): replays what waits inside `within`.
 */
export function replayEarlyEventsSoon(within: Node): void {
  setTimeout(() => replayEarlyEvents(within), 0);
}

/** A section's code has taken over its HTML: clicks in it go to React now, those recorded before are replayed. */
export function markSectionAwake(box: HTMLElement): void {
  box.setAttribute('data-awake', '');
  replayEarlyEventsSoon(box);
}
