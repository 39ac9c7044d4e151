import { EARLY_EVENTS_SOURCE, markSectionAwake, replayEarlyEvents } from './early-events';

/** The page as the server sends it, with the inline recorder run first (as the head does). */
function serverPage(body: string) {
  delete window.__codeyatraEarlyEvents;
  delete document.documentElement.dataset.interactive;
  document.body.innerHTML = body;
  // The recorder listens on window: a fresh one per test, the old one removed with its window.
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const add = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener!, options]);
    add(type, listener, options);
  });
  new Function(EARLY_EVENTS_SOURCE)();
  spy.mockRestore();
  return () => added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
}

/** What the page's code does once it has hydrated: counts the clicks each control answers. */
function answer(selector: string) {
  const clicks: string[] = [];
  for (const element of document.querySelectorAll(selector)) {
    element.addEventListener('click', () => clicks.push(element.id));
  }
  return clicks;
}

let removeRecorder: () => void = () => undefined;
afterEach(() => removeRecorder());

describe('early events', () => {
  it('keeps a tap on a control that needs code until the page has hydrated, then replays it once', () => {
    removeRecorder = serverPage('<button type="button" id="expand">Expand all</button>');
    const clicks = answer('#expand');
    document.getElementById('expand')!.click();
    expect(clicks).toEqual([]);

    document.documentElement.dataset.interactive = 'true';
    replayEarlyEvents(document.body);
    expect(clicks).toEqual(['expand']);
    replayEarlyEvents(document.body);
    expect(clicks).toEqual(['expand']);
  });

  it('replays taps in the order they were made, tabs included', () => {
    removeRecorder = serverPage(
      '<div role="tablist"><button role="tab" type="button" id="about">About</button><button role="tab" type="button" id="projects">Projects</button></div>',
    );
    const clicks = answer('[role=tab]');
    document.getElementById('projects')!.click();
    document.getElementById('about')!.click();
    document.documentElement.dataset.interactive = 'true';
    replayEarlyEvents(document.body);
    expect(clicks).toEqual(['projects', 'about']);
  });

  it('lets what works without code act at once: summaries, links, popover and dialog invokers, submit buttons', () => {
    removeRecorder = serverPage(`
      <details id="faq"><summary id="question">Question</summary>Answer</details>
      <button type="button" id="menu" popovertarget="nav">Menu</button>
      <button type="button" id="info" commandfor="dialog" command="show-modal">Info</button>
      <form method="dialog"><button id="close">Close</button></form>
      <a href="#top" id="link">Top</a>`);
    const clicks = answer('summary, button, a');
    for (const id of ['question', 'menu', 'info', 'close', 'link']) document.getElementById(id)!.click();
    expect(clicks).toEqual(['question', 'menu', 'info', 'close', 'link']);
    expect(window.__codeyatraEarlyEvents!.queue).toEqual([]);
  });

  it('lets a hydrated page answer its taps itself', () => {
    removeRecorder = serverPage('<button type="button" id="expand">Expand all</button>');
    document.documentElement.dataset.interactive = 'true';
    const clicks = answer('#expand');
    document.getElementById('expand')!.click();
    expect(clicks).toEqual(['expand']);
  });

  it('keeps a tap in a section still asleep after the page has hydrated, wakes the section, and replays the tap when it is awake', async () => {
    removeRecorder = serverPage(
      '<div data-hydrates="on-interaction" id="box"><button type="button" id="more">More</button></div><button type="button" id="other">Other</button>',
    );
    document.documentElement.dataset.interactive = 'true';
    const woken: string[] = [];
    document.addEventListener('codeyatra-wake', (event) => woken.push((event.target as Element).id));
    const clicks = answer('button');
    document.getElementById('more')!.click();
    expect(clicks).toEqual([]);
    expect(woken).toEqual(['more']);

    replayEarlyEvents(document.body);
    expect(clicks).toEqual([]);
    markSectionAwake(document.getElementById('box')!);
    expect(clicks).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual(['more']);
    document.getElementById('more')!.click();
    expect(clicks).toEqual(['more', 'more']);
  });

  it("keeps a tap in a team's section past the root's hydration, until that section has hydrated", async () => {
    removeRecorder = serverPage(
      '<div data-hydrates="with-page" id="page"><button type="button" id="tab">Projects</button></div>',
    );
    const clicks = answer('#tab');
    document.getElementById('tab')!.click();
    document.documentElement.dataset.interactive = 'true';
    replayEarlyEvents(document.body);
    expect(clicks).toEqual([]);
    markSectionAwake(document.getElementById('page')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual(['tab']);
  });

  it('drops a tap whose control is gone by the time its code is there', () => {
    removeRecorder = serverPage('<button type="button" id="gone">Gone</button>');
    document.getElementById('gone')!.click();
    document.body.innerHTML = '<button type="button" id="gone">Gone</button>';
    const clicks = answer('#gone');
    document.documentElement.dataset.interactive = 'true';
    replayEarlyEvents(document.body);
    expect(clicks).toEqual([]);
    expect(window.__codeyatraEarlyEvents!.queue).toEqual([]);
  });
});
