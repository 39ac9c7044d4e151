// @ts-check
/**
 * A social-share card (1200 × 630 PNG) for a page, drawn at build time by the team that owns the
 * page: the brand, a kicker ('Course', 'Learning path'), the page's title, its technology mark (the
 * course or path artwork) and a price-free tagline. satori lays the card out as SVG (with the Inter
 * font from @fontsource, so every machine draws the same letters), resvg rasterises it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/** @param {700 | 800} weight */
const font = (weight) => ({
  name: 'Inter',
  weight,
  style: /** @type {const} */ ('normal'),
  data: fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});
/** @type {import('satori').SatoriOptions['fonts'] | undefined} */
let fonts;

/**
 * A satori element: what JSX would make, written out.
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {...unknown} children
 * @returns {{ type: string, props: Record<string, unknown> }}
 */
const h = (type, style, ...children) => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

const BRAND_MARK =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M13 10l-6 6 6 6M19 10l6 6-6 6" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  ).toString('base64');

/** The artwork with its own lettering (e.g. '</>'), which satori draws in Inter: resvg may lack its font. */
/** @param {string} artwork */
function artworkPicture(artwork) {
  const lettering = /<text\b[^>]*>([^<]*)<\/text>/.exec(artwork)?.[1] ?? '';
  const glyph = lettering
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  const drawing = artwork.replace(/<text\b[^>]*>[^<]*<\/text>/g, '');
  const src = `data:image/svg+xml;base64,${Buffer.from(drawing).toString('base64')}`;
  const fill = { position: 'absolute', top: 0, left: 0, width: '448px', height: '252px' };
  return h(
    'div',
    { display: 'flex', position: 'relative', width: '448px', height: '252px' },
    { type: 'img', props: { src, width: 448, height: 252, style: { borderRadius: '24px' } } },
    h(
      'div',
      {
        ...fill,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: `${Math.min(96, Math.floor(400 / (Math.max(1, glyph.length) * 0.72)))}px`,
        fontWeight: 800,
      },
      glyph,
    ),
  );
}

/** The brand's mark, large: the picture of a card for the whole site. */
const brandPicture = () => ({ type: 'img', props: { src: BRAND_MARK, width: 252, height: 252 } });

/** @param {{ brand: string, kicker: string, title: string, tagline: string, picture: unknown }} words */
function layout({ brand, kicker, title, tagline, picture }) {
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundImage: 'linear-gradient(135deg, #0f172a 0%, #1e1b4b 55%, #312e81 100%)',
      color: '#fff',
      fontFamily: 'Inter',
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: '18px', fontSize: '38px', fontWeight: 800 },
      { type: 'img', props: { src: BRAND_MARK, width: 56, height: 56 } },
      brand,
    ),
    h(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '48px' },
      h(
        'div',
        { display: 'flex', flexDirection: 'column', gap: '18px', width: '560px' },
        h('div', { fontSize: '28px', fontWeight: 700, color: '#a5b4fc', textTransform: 'uppercase' }, kicker),
        h('div', { fontSize: title.length > 30 ? '56px' : '66px', fontWeight: 800, lineHeight: 1.1 }, title),
      ),
      picture,
    ),
    h('div', { fontSize: '30px', fontWeight: 700, color: '#c7d2fe' }, tagline),
  );
}

/** @param {unknown} card */
async function rasterise(card) {
  fonts ??= [font(700), font(800)];
  const svg = await satori(/** @type {any} */ (card), { ...SHARE_IMAGE_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE.width } }).render().asPng();
}

/**
 * @typedef {{ brand: string, kicker: string, title: string, tagline: string, artwork?: string }} Drawing
 *   artwork: the SVG source of the page's technology mark (the brand's mark when there is none)
 */

/** @param {Drawing} drawing @returns {Promise<Buffer>} the PNG */
export function renderShareImage({ artwork, ...words }) {
  return rasterise(layout({ ...words, picture: artwork ? artworkPicture(artwork) : brandPicture() }));
}

const CACHE = path.resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '.cache', 'share-images');
const RENDERER = fs.readFileSync(new URL(import.meta.url));

/**
 * A card and its file name's hash, from the cache when the same drawing was made before (by this
 * renderer): a build where nothing changed draws nothing.
 * @param {Drawing} drawing
 * @returns {Promise<{ png: Buffer, hash: string }>}
 */
export async function shareCard(drawing) {
  const key = crypto.createHash('sha256').update(RENDERER).update(JSON.stringify(drawing)).digest('hex');
  const cached = path.join(CACHE, `${key}.png`);
  let png;
  if (fs.existsSync(cached)) png = fs.readFileSync(cached);
  else {
    png = await renderShareImage(drawing);
    fs.mkdirSync(CACHE, { recursive: true });
    fs.writeFileSync(cached, png);
  }
  return { png, hash: crypto.createHash('sha256').update(png).digest('hex').slice(0, 8) };
}
