import type { Page } from '@playwright/test';

/**
 * Screens from the narrowest phone to a wide desktop, both sides of each breakpoint (860 px, 112rem),
 * at the shortest height (568 px: the hardest first screen), and a tall desktop.
 */
export const SIZES = [
  ...[320, 375, 414, 768, 859, 860, 1024, 1280, 1791, 1792, 1920].map((width) => ({ width, height: 568 })),
  { width: 1920, height: 1080 },
];

export const CHAT_LINK_NAME = 'Chat with support (opens in a new tab)';

/**
 * Where the chat link is, and what of the page it covers: every link, button, form control or line of
 * text (other than its own) whose box meets the link's box.
 */
export function chatLinkPlace(page: Page) {
  return page.evaluate((name) => {
    const chat = document.querySelector<HTMLElement>(`a[aria-label="${name}"]`);
    if (!chat) return null;
    const link = chat.getBoundingClientRect();
    const meets = (box: DOMRect) =>
      box.width >= 1 &&
      box.height >= 1 &&
      box.right > link.left &&
      box.left < link.right &&
      box.bottom > link.top &&
      box.top < link.bottom;
    // Docked in the sticky top bar, the link moves with the bar: what scrolls under the bar is the bar's
    // to hide. In the first screen nothing is under the bar, so there every box counts.
    const bar = window.scrollY > 0 ? chat.closest('header') : null;
    const hiddenByBar = (node: Node) => bar !== null && !bar.contains(node);
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, summary')) {
      if (control === chat || control.contains(chat) || control.closest('.visually-hidden') || hiddenByBar(control))
        continue;
      if ([...control.getClientRects()].some(meets)) {
        covered.push(
          `${control.tagName} ${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}`,
        );
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || chat.contains(node) || node.parentElement?.closest('.visually-hidden') || hiddenByBar(node))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) covered.push(`text ${text.slice(0, 40)}`);
    }
    const view = document.documentElement;
    return {
      inView: link.top >= 0 && link.left >= 0 && link.bottom <= view.clientHeight && link.right <= view.clientWidth,
      size: { width: link.width, height: link.height },
      covered,
    };
  }, CHAT_LINK_NAME);
}
