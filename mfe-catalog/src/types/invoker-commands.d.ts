// Invoker Commands (HTML): a button that opens or closes a dialog or popover by itself, from the
// server's HTML, before and without the page's scripts:
// <button type="button" commandfor="dialog-id" command="show-modal">. React 19 passes the
// lowercase attributes through; @types/react does not list them yet.
import 'react';

declare module 'react' {
  // The type parameter must be the one @types/react declares for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string | undefined;
    /** What it does to it: a built-in command, or a custom one (`--name`). */
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`
      | undefined;
  }
}
