/**
 * The head of every page, composed once: the page's own head (its owner's: see page-meta's
 * `headOf`) with the brand's tags around it. The server renders it into the HTML, the browser
 * updates it on each client-side navigation (loading this module only then: see use-page-head).
 */
import { type JsonLd } from '@shared-data/contracts';
import { type Region } from '@shared-data/rules';
import { BRAND } from '@shared-data/content-site';
import { BASE_KEYWORDS, documentTitle, type ComposedHead } from './page-meta';

export { headOf } from './page-meta';

/** One tag of the head; `key` identifies it so the browser can update it in place. */
export type HeadTag =
  | { key: string; tag: 'title'; text: string }
  | { key: string; tag: 'meta'; attrs: Record<string, string> }
  | { key: string; tag: 'link'; attrs: Record<string, string> }
  | { key: string; tag: 'json-ld'; data: JsonLd };

/**
 * The site's social-share image (1200 × 630): pages whose owner drew no card of their own use it.
 * The production build draws it (webpack.config.mjs) and names its file here; elsewhere (the dev
 * server, unit tests) it is the picture in public/.
 */
export const SHARE_IMAGE = {
  path: process.env.SITE_SHARE_IMAGE ?? '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${BRAND}: learn to code with real projects`,
};

/** A page's own share card (drawn by the team that renders the page), with its absolute URL. */
export interface PageShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export function pageHead({
  head,
  path,
  origin,
  region,
  shareImage,
}: {
  /** The page's own head, from its owner. */
  head: ComposedHead;
  path: string;
  origin: string;
  region: Region;
  /** The page's own card, when its owner drew one (the server knows it; see remote-registry). */
  shareImage?: PageShareImage | null;
}): HeadTag[] {
  const title = documentTitle(head.title);
  const description = head.description;
  const url = `${origin}${path}`;
  const image = shareImage ?? { ...SHARE_IMAGE, url: `${origin}${SHARE_IMAGE.path}` };
  const indexed = (head.status ?? 200) === 200 && !head.unavailable;
  const name = (key: string, content: string): HeadTag => ({
    key: `name:${key}`,
    tag: 'meta',
    attrs: { name: key, content },
  });
  const property = (key: string, content: string): HeadTag => ({
    key: `property:${key}`,
    tag: 'meta',
    attrs: { property: key, content },
  });
  const tags: HeadTag[] = [
    { key: 'title', tag: 'title', text: title },
    name('description', description),
    name('keywords', [...head.keywords, ...BASE_KEYWORDS].join(', ')),
    name('robots', indexed ? 'index, follow' : 'noindex'),
    { key: 'canonical', tag: 'link', attrs: { rel: 'canonical', href: url } },
    property('og:type', 'website'),
    property('og:site_name', BRAND),
    property('og:locale', region === 'IN' ? 'en_IN' : 'en_US'),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:image', image.url),
    property('og:image:width', String(image.width)),
    property('og:image:height', String(image.height)),
    property('og:image:alt', image.alt),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', title),
    name('twitter:description', description),
    name('twitter:image', image.url),
    name('twitter:image:alt', image.alt),
  ];
  if (head.structuredData) tags.push({ key: 'json-ld', tag: 'json-ld', data: head.structuredData });
  return tags;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script>: nothing in it can close the tag. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ');

/** The head as HTML, for the server. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'json-ld':
          return `<script type="application/ld+json" data-head="${tag.key}">${scriptJson(tag.data)}</script>`;
        default:
          return `<${tag.tag} data-head="${tag.key}" ${attributes(tag.attrs)}>`;
      }
    })
    .join('\n');
}

/** Brings the document's head in line with `tags` (after a client-side navigation). */
export function applyHead(tags: HeadTag[], doc: Document = document): void {
  const wanted = new Set(tags.map((tag) => tag.key));
  for (const stale of doc.head.querySelectorAll<HTMLElement>('[data-head]')) {
    if (!wanted.has(stale.dataset.head ?? '')) stale.remove();
  }
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    const elementName = tag.tag === 'json-ld' ? 'script' : tag.tag;
    let element = doc.head.querySelector<HTMLElement>(`[data-head="${tag.key}"]`);
    if (!element) {
      element = doc.createElement(elementName);
      element.dataset.head = tag.key;
      doc.head.appendChild(element);
    }
    if (tag.tag === 'json-ld') {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = JSON.stringify(tag.data);
    } else {
      for (const [key, value] of Object.entries(tag.attrs)) element.setAttribute(key, value);
    }
  }
}
