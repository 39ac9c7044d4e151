import { INVOKER_COMMANDS_SOURCE } from './invoker-commands';

/** Runs the inline script as the head does; returns what removes its listener again. */
function runInline() {
  const added: [string, EventListenerOrEventListenerObject][] = [];
  const add = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener!]);
    add(type, listener, options);
  });
  new Function(INVOKER_COMMANDS_SOURCE)();
  spy.mockRestore();
  return () => added.forEach(([type, listener]) => window.removeEventListener(type, listener));
}

let remove: () => void = () => undefined;
afterEach(() => {
  remove();
  document.body.innerHTML = '';
  delete (HTMLButtonElement.prototype as { command?: string }).command;
});

/** jsdom's dialog has no modal mode: `showModal` stands for it, as `open` with a record. */
function dialogPage() {
  document.body.innerHTML = `
    <button type="button" id="info" commandfor="bundle" command="show-modal">Info</button>
    <dialog id="bundle"><button type="button" id="close" commandfor="bundle" command="close">Close</button></dialog>`;
  const dialog = document.getElementById('bundle') as HTMLDialogElement;
  const shown: string[] = [];
  dialog.showModal = () => {
    shown.push('modal');
    dialog.setAttribute('open', '');
  };
  dialog.close = () => dialog.removeAttribute('open');
  return { dialog, shown };
}

describe('invoker commands where the browser lacks them', () => {
  it('opens the dialog as a modal from its button, and closes it from its Close button', () => {
    remove = runInline();
    const { dialog, shown } = dialogPage();
    document.getElementById('info')!.click();
    expect(shown).toEqual(['modal']);
    expect(dialog.open).toBe(true);
    document.getElementById('close')!.click();
    expect(dialog.open).toBe(false);
  });

  it('does nothing in a browser that carries out the commands itself', () => {
    (HTMLButtonElement.prototype as { command?: string }).command = '';
    remove = runInline();
    const { dialog, shown } = dialogPage();
    document.getElementById('info')!.click();
    expect(shown).toEqual([]);
    expect(dialog.open).toBe(false);
  });

  it('leaves a click the page has already answered (default prevented) alone', () => {
    remove = runInline();
    const { dialog } = dialogPage();
    document.getElementById('info')!.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('info')!.click();
    expect(dialog.open).toBe(false);
  });
});
