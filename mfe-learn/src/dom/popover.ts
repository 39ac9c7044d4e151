/** Whether a popover is shown (false where the browser, or jsdom, knows no popovers). */
export function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/** Hides a popover that is shown; nothing otherwise (a closed one, a browser without popovers). */
export function hidePopoverIfOpen(element: HTMLElement | null): void {
  if (element && typeof element.hidePopover === 'function' && isPopoverOpen(element)) element.hidePopover();
}
