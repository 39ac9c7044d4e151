// @ts-check
/**
 * Course and learning-path covers (640 × 360), drawn when a part builds: a field in the subject's
 * brand colour with a faint dot grid, the subject's marks large, each on its own tile in its brand
 * colour (a mark looks the same on every cover), and the first mark again as a watermark. The marks come from marks.mjs (simple-icons, or our own glyphs).
 */
import { markOf } from './marks.mjs';

const WIDTH = 640;
const HEIGHT = 360;
const WHITE = 'FFFFFF';
const INK = '0B1220';

/** @param {string} hex */
const rgb = (hex) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** WCAG's relative luminance. @param {string} hex */
function luminance(hex) {
  const [r = 0, g = 0, b = 0] = rgb(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** @param {string} a @param {string} b */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** `hex` moved `share` of the way towards `to`. @param {string} hex @param {string} to @param {number} share */
function mix(hex, to, share) {
  const [a, b] = [rgb(hex), rgb(to)];
  return a
    .map((value, i) =>
      Math.round(value + ((b[i] ?? 0) - value) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}

/** Whether a field takes white (a saturated or dark colour) rather than ink (a pale one, such as JavaScript's yellow). @param {string} field */
const takesWhite = (field) => contrast(WHITE, field) >= 2.6;

/** @param {string} text */
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The tiles' side for one, two or three marks, and the gap between them. */
const TILE = [184, 150, 124];
const GAP = 28;

/** In a poster, the marks' tiles stand this tall in the top right corner, this far from its edges. */
const POSTER_TILE = 72;
const POSTER_MARGIN = 24;

/**
 * The poster view (`cover.svg#poster`, a video's poster: @shared-data/ui's VideoPreview and the
 * learn player): the same field, the marks small in the top right corner, the watermark and the
 * circle left out, so the middle is clean for a play or lock control. A style rule on `:target`
 * (the fragment names the root), so the file stays one picture and the plain cover is unchanged.
 * @param {{ left: number, top: number, width: number, size: number }} tiles the tiles' box
 */
function posterStyle({ left, top, width, size }) {
  const scale = POSTER_TILE / size;
  const round = (value) => Math.round(value * 100) / 100;
  const x = round(WIDTH - POSTER_MARGIN - width * scale - left * scale);
  const y = round(POSTER_MARGIN - top * scale);
  return (
    `<style>:target .w,:target .c{display:none}` +
    `:target .t{transform:translate(${x}px,${y}px) scale(${round(scale)});transform-origin:0 0}</style>`
  );
}

/**
 * A cover's SVG.
 * @param {{ label: string, marks: string[], field?: string, posterView?: boolean }} recipe the
 *   picture's accessible name, its marks' names (marks.mjs), the field's colour where it is not the
 *   first mark's own, and whether it also carries the poster view (posterStyle: the site's covers do)
 */
export function drawCover({ label, marks: names, field: fieldHex, posterView = false }) {
  const marks = names.map(markOf);
  const first = marks[0];
  if (!first || marks.length > TILE.length) throw new Error(`a cover has 1 to ${TILE.length} marks: ${label}`);
  const field = (fieldHex ?? first.hex).replace('#', '').toUpperCase();
  const light = !takesWhite(field);
  const shade = mix(field, light ? 'FFFFFF' : '000000', light ? 0.35 : 0.32);
  const soft = light ? INK : WHITE;
  const size = TILE[marks.length - 1] ?? 124;
  const left = (WIDTH - (marks.length * size + (marks.length - 1) * GAP)) / 2;
  const top = (HEIGHT - size) / 2;
  const pad = Math.round(size * 0.2);

  const symbols = marks.map((mark, i) => `<symbol id="m${i}" viewBox="0 0 24 24">${mark.body}</symbol>`).join('');
  const tiles = marks
    .map((mark, i) => {
      const x = left + i * (size + GAP);
      const radius = Math.round(size * 0.24);
      // One mark, one drawing on every cover (a course's, a path's): its own tile in its brand colour,
      // the mark on it in white (or ink on a pale brand such as JavaScript's yellow). The field
      // around it changes; the tile never does. A rim and a soft shadow lift it off a field of its colour.
      const colour = `#${takesWhite(mark.hex) ? WHITE : INK}`;
      return (
        `<rect x="${x}" y="${top + 6}" width="${size}" height="${size}" rx="${radius}" fill="#000" opacity=".2"/>` +
        `<rect x="${x}" y="${top}" width="${size}" height="${size}" rx="${radius}" fill="#${mark.hex}" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="2"/>` +
        `<use href="#m${i}" x="${x + pad}" y="${top + pad}" width="${size - 2 * pad}" height="${size - 2 * pad}" fill="${colour}" color="${colour}"/>`
      );
    })
    .join('');
  const watermark = `<use href="#m0" x="-70" y="170" width="300" height="300" fill="#${soft}" color="#${soft}" opacity=".08" transform="rotate(-14 80 320)"/>`;
  const width = marks.length * size + (marks.length - 1) * GAP;
  // The poster view's hooks (classes and the root's id) only where it is drawn: a plain cover stays as it was.
  const hook = (name) => (posterView ? ` class="${name}"` : '');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${posterView ? ' id="poster"' : ''} width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" overflow="hidden" role="img" aria-label="${escapeXml(label)}">` +
    (posterView ? posterStyle({ left, top, width, size }) : '') +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${field}"/><stop offset="1" stop-color="#${shade}"/></linearGradient>` +
    `<pattern id="d" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#${soft}" opacity=".13"/></pattern>${symbols}</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#d)"/>` +
    `<circle${hook('c')} cx="600" cy="30" r="150" fill="#${soft}" opacity=".07"/>` +
    (posterView ? `<g class="w">${watermark}</g><g class="t">${tiles}</g>` : `${watermark}${tiles}`) +
    `</svg>`
  );
}
