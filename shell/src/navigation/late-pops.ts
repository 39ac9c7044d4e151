/**
 * The window the browser router is made with: the real one, except that the router hears of a
 * `popstate` a task after the event.
 *
 * React renders an update made during a `popstate` event at once, in one go, as if the visitor
 * had typed (it wants the page in place for the browser's scroll restoration). A render made at
 * once cannot wait for a section that has not hydrated yet: React swaps the section's server HTML
 * for its loading state until its code arrives. A section that hydrates on interaction is such a
 * section until the visitor reaches for it, and a link to a fragment of the page (`#plans`, the
 * skip link) or Back to one is a `popstate` that reaches it: the router's new location changes a
 * context the whole page reads. Heard a task later, the router's update is an ordinary transition,
 * which React holds until the sections it reaches have hydrated (deferred-sections.ts lets them),
 * keeping their HTML on screen meanwhile. The browser has moved to the fragment already; nothing
 * else waits for the router, and a page it has to load data for renders after that load anyway.
 */
export function windowHearingPopsLate(win: Window): Window {
  const late = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
  const lateListener = (listener: EventListenerOrEventListenerObject): EventListener => {
    let wrapped = late.get(listener);
    if (!wrapped) {
      wrapped = (event) =>
        setTimeout(() => (typeof listener === 'function' ? listener(event) : listener.handleEvent(event)), 0);
      late.set(listener, wrapped);
    }
    return wrapped;
  };
  const addEventListener: Window['addEventListener'] = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => win.addEventListener(type, type === 'popstate' ? lateListener(listener) : listener, options);
  const removeEventListener: Window['removeEventListener'] = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ) => win.removeEventListener(type, type === 'popstate' ? lateListener(listener) : listener, options);
  return new Proxy(win, {
    get(target, property) {
      if (property === 'addEventListener') return addEventListener;
      if (property === 'removeEventListener') return removeEventListener;
      const value: unknown = Reflect.get(target, property, target);
      // The window's own methods work only on the window itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
