/**
 * What the design system promises, read from a page as served (computed styles, nothing restyled):
 * the look of every filled button, the content edge of every page container, the size of every icon
 * circle, and text that runs out of its card. design-system.spec.ts holds every route to these at a
 * phone's and a desktop's width; screen-fit.spec.ts holds each route's text to them at 320 px.
 */
import type { Page } from '@playwright/test';

/** Scrolls the open page through once and back to its top, so what renders as it nears the viewport is there. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

/** A filled button's look: its fill, text, corners and height, and where it was seen. */
export interface ButtonLook {
  look: string;
  where: string;
}

/**
 * Every visible filled button of the page (a link, button or summary drawn as a button: its own
 * fill, unlike what is behind it): its look, as `fill text-size/weight corners height`.
 */
export function filledButtonLooks(page: Page): Promise<ButtonLook[]> {
  return page.evaluate(() => {
    const opaque = (color: string) => {
      const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(color);
      return color !== 'transparent' && (!alpha || Number(alpha[1]) >= 0.5);
    };
    const behind = (element: Element): string => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (opaque(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const controls = document.querySelectorAll('a[href], button:not([role="tab"]), summary, [role="button"]');
    const looks: { look: string; where: string }[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.height > 80) continue;
      // The current page's mark in a navigation is a state of a link, not a button.
      if (control.hasAttribute('aria-current')) continue;
      // Off the page until focused (the skip link).
      if (box.bottom + window.scrollY <= 0) continue;
      if (control.closest('[hidden], [inert]')) continue;
      const style = getComputedStyle(control);
      if (!opaque(style.backgroundColor) || style.backgroundColor === behind(control)) continue;
      // A tile (a card that is a link, a poster) is no button: buttons hold a line or two of words.
      if (control.querySelector('img, h2, h3, p')) continue;
      if ((control.textContent ?? '').trim() === '') continue;
      const radius = parseFloat(style.borderTopLeftRadius);
      const corners = radius >= box.height / 2 ? 'pill' : `${Math.round(radius)}px`;
      const height = Math.round(parseFloat(style.minHeight) || box.height);
      const label = (control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      looks.push({
        look: `${style.backgroundColor} ${style.fontSize}/${style.fontWeight} ${corners} ${height}px`,
        where: `"${label}"`,
      });
    }
    return looks;
  });
}

/**
 * The content edge (left of the content box) of every page container: an element whose width is
 * capped at a layout width (a max-width of 60rem or more), or the header's and footer's rows.
 */
export function containerEdges(page: Page): Promise<{ edge: number; where: string }[]> {
  return page.evaluate(() => {
    const edges: { edge: number; where: string }[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      const cap = parseFloat(style.maxWidth);
      if (!(cap >= 960) || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const edge = Math.round(box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth));
      edges.push({ edge, where: `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}` });
    }
    return edges;
  });
}

/**
 * Every visible icon circle of the page: a round, square element (32 to 80 px) with a fill of its
 * own that holds an icon and no words, not itself a control. Its diameter in px, and where it was seen.
 */
export function iconCircles(page: Page): Promise<{ size: number; where: string }[]> {
  return page.evaluate(() => {
    const circles: { size: number; where: string }[] = [];
    for (const element of document.querySelectorAll('span, div')) {
      if (element.closest('[hidden], [inert], details:not([open]) > :not(summary)')) continue;
      const box = element.getBoundingClientRect();
      if (box.width < 32 || box.width > 80 || Math.abs(box.width - box.height) > 1) continue;
      const style = getComputedStyle(element);
      if (parseFloat(style.borderTopLeftRadius) < box.width / 2 - 1) continue;
      if (style.backgroundColor === 'rgba(0, 0, 0, 0)' || style.visibility === 'hidden') continue;
      if (!element.querySelector(':scope > svg') || (element.textContent ?? '').trim() !== '') continue;
      const where = element.parentElement?.closest('[class]')?.className ?? '';
      circles.push({ size: Math.round(box.width), where: `in ${String(where).split(' ')[0]}` });
    }
    return circles;
  });
}

/**
 * Text that runs past its card's padding (a card: an element with a border or fill and padding), or
 * out of its own box. Text a screen reader alone reads (clipped to a pixel) is not seen, so not read.
 */
export function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong = new Set<string>();
    const main = document.querySelector('main') ?? document.body;
    const unseen = (element: Element) => {
      for (let node: Element | null = element; node && node !== main; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (style.clip !== 'auto' && style.position === 'absolute') return true;
        if (node.matches('details:not([open]) > :not(summary)')) return true;
      }
      return false;
    };
    const framed = (element: Element) => {
      const style = getComputedStyle(element);
      const drawn = parseFloat(style.borderLeftWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      return drawn && parseFloat(style.paddingLeft) > 0;
    };
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const words = text.textContent?.trim() ?? '';
      const parent = text.parentElement;
      if (!words || !parent || unseen(parent)) continue;
      const said = `"${words.slice(0, 40)}"`;
      const box = getComputedStyle(parent).display === 'inline' ? null : parent;
      if (box && box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX === 'visible') {
        wrong.add(`${said} is wider than its box`);
        continue;
      }
      let card: Element | null = parent;
      while (card && card !== main && !framed(card)) card = card.parentElement;
      if (!card || card === main) continue;
      const cardStyle = getComputedStyle(card);
      const edges = card.getBoundingClientRect();
      const left = edges.left + parseFloat(cardStyle.borderLeftWidth) + parseFloat(cardStyle.paddingLeft);
      const right = edges.right - parseFloat(cardStyle.borderRightWidth) - parseFloat(cardStyle.paddingRight);
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        if (line.width > 0 && (line.left < left - 1 || line.right > right + 1)) {
          wrong.add(`${said} runs past its card's padding`);
          break;
        }
      }
    }
    return [...wrong];
  });
}

/**
 * Headings that hold figures besides their title (issue 43: "a heading should be its title"): a list,
 * table, progress bar or meter inside a heading, or a title followed by a separator (·, •, |) and a
 * number ("Full Stack Path · 3 courses · 24h"). A title with a number of its own ("100+ Practice
 * Questions", the spec's) is a title.
 */
export function headingsHoldingFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
      const nested = heading.querySelector('ul, ol, dl, table, progress, meter, [role="progressbar"], [role="list"]');
      const [, ...after] = text.split(/\s[·•|]\s/);
      if (nested || after.some((part) => /\d/.test(part))) found.push(`"${text.slice(0, 80)}"`);
    }
    return found;
  });
}

/**
 * Headings (h1–h4) whose last line is one short word ("One Membership. Every / Course."): each word's
 * line read from where it is drawn. A short word: six letters or fewer, its punctuation aside.
 */
export function headingsEndingInLoneWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lone: string[] = [];
    for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
      if (heading.closest('[hidden], [inert], details:not([open]) > :not(summary)')) continue;
      const box = heading.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const words: { word: string; top: number }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const style = getComputedStyle(text.parentElement ?? heading);
        // Read by a screen reader only (clipped to a pixel), not drawn.
        if (style.position === 'absolute' && style.clip !== 'auto') continue;
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0) words.push({ word: match[0], top: Math.round(rect.top) });
        }
      }
      const lines = [...new Set(words.map(({ top }) => top))];
      if (lines.length < 2) continue;
      const last = words.filter(({ top }) => Math.abs(top - Math.max(...lines)) <= 2);
      const [only] = last;
      if (last.length === 1 && only && only.word.replace(/[^\p{L}\p{N}]/gu, '').length <= 6) {
        lone.push(`"${(heading.textContent ?? '').trim().slice(0, 60)}" ends in "${only.word}" alone`);
      }
    }
    return lone;
  });
}

/**
 * Every star rating the page draws (an image labelled 'Rated N out of 5'): its label and how each
 * of its stars is painted, read from the SVGs as rendered: 'full' (a solid fill), 'partial' (a
 * gradient) or 'empty' (a faint fill).
 */
export function starRatings(page: Page): Promise<{ label: string; stars: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="img"][aria-label^="Rated "]')].map((rating) => ({
      label: rating.getAttribute('aria-label') ?? '',
      stars: [...rating.querySelectorAll('svg path')]
        .map((path) => {
          const style = getComputedStyle(path);
          if (style.fill.startsWith('url(')) return 'partial';
          return Number(style.fillOpacity) < 0.5 ? 'empty' : 'full';
        })
        .join(' '),
    })),
  );
}

/**
 * Words and figures broken across two lines ("12,72 / 1", "Question / s"): a line break between two
 * letters or digits of one word, read from where each character of a visible text node is drawn (a
 * Range over the word has rects on more than one line). A break after a slash or hyphen, or at a
 * space, is a line's end, not a broken word. Text a screen reader alone reads is not drawn, so not read.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken = new Set<string>();
    const unseen = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (style.clip !== 'auto' && style.position === 'absolute') return true;
      }
      return false;
    };
    const lines = (range: Range) =>
      new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? '';
      if (!/[\p{L}\p{N}]{2}/u.test(content) || !text.parentElement) continue;
      const whole = document.createRange();
      whole.selectNodeContents(text);
      // One line drawn (or none): no word in it can be broken.
      if (lines(whole).size < 2 || unseen(text.parentElement)) continue;
      for (const match of content.matchAll(/[\p{L}\p{N}]+(?:[,.'’][\p{L}\p{N}]+)*/gu)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (lines(range).size > 1) {
          const where = text.parentElement.closest('[class]')?.className ?? text.parentElement.tagName;
          broken.add(`"${match[0]}" in "${content.trim().slice(0, 40)}" (${String(where).split(' ')[0]})`);
        }
      }
    }
    return [...broken];
  });
}
