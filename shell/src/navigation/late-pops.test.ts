import { createBrowserRouter } from 'react-router-dom';
import { windowHearingPopsLate } from './late-pops';

const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => window.history.replaceState(null, '', '/'));

it('runs a popstate listener a task after the event, with the event, and no more once removed', async () => {
  const late = windowHearingPopsLate(window);
  const heard: Event[] = [];
  const listener = (event: Event) => heard.push(event);
  late.addEventListener('popstate', listener);
  const pop = new PopStateEvent('popstate');
  window.dispatchEvent(pop);
  expect(heard).toEqual([]);
  await aTaskLater();
  expect(heard).toEqual([pop]);

  late.removeEventListener('popstate', listener);
  window.dispatchEvent(new PopStateEvent('popstate'));
  await aTaskLater();
  expect(heard).toEqual([pop]);
});

it('leaves other events and the window itself as they are', () => {
  const late = windowHearingPopsLate(window);
  const heard: string[] = [];
  late.addEventListener('pagehide', (event) => heard.push(event.type));
  window.dispatchEvent(new Event('pagehide'));
  expect(heard).toEqual(['pagehide']);
  expect(late.document).toBe(document);
  late.history.pushState(null, '', '/faqs');
  expect(late.location.pathname).toBe('/faqs');
});

it("gives the router a link to a fragment a task after the browser's event", async () => {
  window.history.replaceState(null, '', '/membership');
  const router = createBrowserRouter([{ path: '/membership' }], { window: windowHearingPopsLate(window) });
  // What a click on <a href="#plans"> does: a new entry, then popstate.
  window.history.pushState(null, '', '/membership#plans');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(router.state.location.hash).toBe('');
  await aTaskLater();
  expect(router.state.location.hash).toBe('#plans');
  router.dispose();
});
