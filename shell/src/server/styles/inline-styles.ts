/**
 * The stylesheets a page needs, written whole into its HTML: the first paint waits for no other
 * request and no other origin, and no stylesheet is added after it. Each `<style>` names its sheet
 * (`data-href`), so the CSS loaders of each build (mini-css-extract's runtime looks for a `style`
 * with the sheet's URL in `data-href`) find it when the page's scripts load that part, and fetch
 * nothing. A sheet added after the paint would restyle every element its rules match (about
 * 1,000 on the home page, 10–30 ms on a phone, counted in Total Blocking Time; see ADR 0016).
 * The page's Content-Security-Policy allows exactly the inline blocks, by their hashes.
 */
import { createHash } from 'node:crypto';
import postcss from 'postcss';

/** A stylesheet ready to inline, read once per sheet: its text and the CSP source that allows it. */
export interface InlineSheet {
  text: string;
  hash: string;
}

/** The CSP source that allows an inline `<style>` with this text. */
export const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Leaves out comments and the whitespace between tokens: what the page carries is only the rules. */
function compact(css: string): string {
  const root = postcss.parse(css);
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walk((node) => {
    node.raws.before = '';
    node.raws.after = '';
    if (node.type === 'decl') {
      node.raws.between = ':';
      node.value = node.value.replace(/\s*\n\s*/g, ' ');
    } else if (node.type === 'rule') {
      node.raws.between = '';
      node.raws.semicolon = false;
      node.selector = node.selectors.join(',');
    } else if (node.type === 'atrule') {
      node.raws.between = '';
      node.raws.semicolon = false;
    }
  });
  root.raws.after = '';
  return root.toString();
}

const RELATIVE_ORIGIN = 'http://relative.invalid';

/**
 * The sheet's text as a `<style>` element's content: relative `url()`s made absolute against the
 * sheet's own URL (they would resolve against the page's otherwise), no comment or whitespace
 * between tokens, and nothing that could close the element.
 */
export function inlineSheet(css: string, sheetUrl: string): InlineSheet {
  const base = new URL(sheetUrl, RELATIVE_ORIGIN);
  const absolute = css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, ref: string) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref)) return whole;
    const resolved = new URL(ref, base);
    const href = resolved.origin === RELATIVE_ORIGIN ? `${resolved.pathname}${resolved.search}` : resolved.href;
    return `url(${quote}${href}${quote})`;
  });
  const text = compact(absolute).replace(/<\/(style)/gi, '<\\/$1');
  return { text, hash: styleHash(text) };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's stylesheets in order: each sheet read, whole and inline, named by its URL; a sheet not
 * read (it did not answer in time) is linked as it is, with its signed hash.
 */
export function styleTags(
  hrefs: Iterable<string>,
  sheetOf: (href: string) => InlineSheet | undefined,
  /** A remote sheet's signed hash (Subresource Integrity), for a sheet linked as it is. */
  integrityOf: (href: string) => string | undefined = () => undefined,
): { html: string; hashes: string[] } {
  const tags: string[] = [];
  const hashes = new Set<string>();
  for (const href of hrefs) {
    const sheet = sheetOf(href);
    if (!sheet) {
      const integrity = integrityOf(href);
      const checked = integrity ? ` integrity="${integrity}" crossorigin="anonymous"` : '';
      tags.push(`<link rel="stylesheet" href="${escapeAttribute(href)}"${checked}>`);
      continue;
    }
    hashes.add(sheet.hash);
    tags.push(`<style data-href="${escapeAttribute(href)}">${sheet.text}</style>`);
  }
  return { html: tags.join('\n'), hashes: [...hashes] };
}
