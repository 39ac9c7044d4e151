/**
 * jsdom knows `<dialog>` and its `open` attribute but none of its methods, nor Invoker Commands:
 * the unit tests check the markup that promises the browser's behaviour (and the little the script
 * adds); the browser's own behaviour (opening from the button, focus, Escape, the backdrop, focus
 * back) is tested end to end in Chromium (mfe-catalog/e2e/catalog-pages.spec.ts, catalog-detail.spec.ts).
 */

/** The dialog as the browser leaves it once its button has opened it (jsdom cannot: no showModal). */
export function openDialog(dialog: HTMLDialogElement) {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  // What the script calls: close(), as the browser does it (the open attribute goes, 'close' fires).
  prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  dialog.setAttribute('open', '');
}
