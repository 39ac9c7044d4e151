/**
 * The stylesheets a page needs, written into its HTML: the first paint waits for no other request
 * and no other origin. What the page's HTML uses of each sheet is inlined (critical-css.ts); the
 * whole sheet is linked after the first paint by the page's script loader (rendering/page-scripts.ts), before
 * the page's scripts: what the page does later (a menu opened, a dialog) is styled by then, and
 * the CSS loaders of each build and of the federation runtime find the link and fetch nothing
 * twice. Until then no request competes with the page for the first paint. (A page read without
 * JavaScript needs no more: its HTML never changes its classes.) The page's
 * Content-Security-Policy allows exactly the inline blocks, by their hashes.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { criticalCss, parseSheet, type ParsedSheet } from './critical-css';

/** A stylesheet ready to inline: its text and rules, read once per sheet. */
export interface InlineSheet {
  text: string;
  parsed: ParsedSheet;
  /** Names the text (its hash): a cut of it is kept under this. */
  id: string;
}

/** The CSP source that allows an inline `<style>` with this text. */
export const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const RELATIVE_ORIGIN = 'http://relative.invalid';

/**
 * The sheet's text as a `<style>` element's content: relative `url()`s made absolute against the
 * sheet's own URL (they would resolve against the page's otherwise), no source-map comment, and
 * nothing that could close the element.
 */
export function inlineSheet(css: string, sheetUrl: string): InlineSheet {
  const base = new URL(sheetUrl, RELATIVE_ORIGIN);
  const text = css
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, ref: string) => {
      if (/^(data:|[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref)) return whole;
      const resolved = new URL(ref, base);
      const href = resolved.origin === RELATIVE_ORIGIN ? `${resolved.pathname}${resolved.search}` : resolved.href;
      return `url(${quote}${href}${quote})`;
    })
    .replace(/<\/(style)/gi, '<\\/$1')
    .trim();
  return { text, parsed: parseSheet(text), id: createHash('sha1').update(text).digest('base64url') };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A sheet's cut for one set of classes, with its CSP source: the same page asks for the same cut. */
const cuts = new LRUCache<string, { text: string; hash: string }>({ max: 2000 });

/**
 * The page's stylesheets in order: for each, the rules the page's classes use, inline; a sheet not
 * read is linked as it is. `afterPaint` lists the whole sheets for the script loader to link.
 */
export function styleTags(
  hrefs: Iterable<string>,
  sheetOf: (href: string) => InlineSheet | undefined,
  classes: ReadonlySet<string>,
  /** A remote sheet's signed hash (Subresource Integrity), for a sheet linked as it is. */
  integrityOf: (href: string) => string | undefined = () => undefined,
): { html: string; hashes: string[]; afterPaint: string[] } {
  const tags: string[] = [];
  const hashes = new Set<string>();
  const afterPaint: string[] = [];
  // In the order the HTML names them: the same page gives the same key, without sorting.
  const classKey = [...classes].join(' ');
  for (const href of hrefs) {
    const sheet = sheetOf(href);
    if (!sheet) {
      const integrity = integrityOf(href);
      const checked = integrity ? ` integrity="${integrity}" crossorigin="anonymous"` : '';
      tags.push(`<link rel="stylesheet" href="${escapeAttribute(href)}"${checked}>`);
      continue;
    }
    const key = `${sheet.id}\n${classKey}`;
    let cut = cuts.get(key);
    if (!cut) {
      const text = criticalCss(sheet.parsed, classes);
      cut = { text, hash: styleHash(text) };
      cuts.set(key, cut);
    }
    if (cut.text) {
      hashes.add(cut.hash);
      tags.push(`<style>${cut.text}</style>`);
    }
    afterPaint.push(href);
  }
  return { html: tags.join('\n'), hashes: [...hashes], afterPaint };
}
