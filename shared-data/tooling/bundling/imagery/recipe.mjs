// @ts-check
/**
 * Picture recipes: the content's SVG files under shared-data/content-* /src/assets are small
 * recipes, `<svg … aria-label="…" data-cover="simple-icons:python"/>`, that name what to draw; the
 * build draws them (loader.mjs for webpack, share-images for the share cards). An SVG without a
 * recipe attribute is a drawing of its own and is left as it is.
 *
 *   data-cover="<mark> [<mark> …]" [data-field="#rrggbb"]  a course or path cover (covers.mjs)
 *   data-avatar="notionists"                               a person's portrait, seeded by the label
 *   data-mark="<mark>"                                     a company's mark on the partner wall
 */
import { drawAvatar } from './avatars.mjs';
import { drawCover } from './covers.mjs';
import { markOf } from './marks.mjs';

/** The one colour the partner wall's marks share. */
export const PARTNER_MARK_COLOUR = '#555a78';

/** The root element's attributes. @param {string} svg */
function rootAttributes(svg) {
  const root = /<svg\b([^>]*)>/.exec(svg)?.[1] ?? '';
  return Object.fromEntries([...root.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/** @param {string} text */
const unescapeXml = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

/**
 * The picture a recipe names, or the SVG itself when it is none.
 * @param {string} svg
 * @param {{ posterView?: boolean }} [options] a cover with its poster view too (covers.mjs), as the site ships it
 */
export function drawRecipe(svg, { posterView = false } = {}) {
  const attributes = rootAttributes(svg);
  const label = unescapeXml(attributes['aria-label'] ?? '');
  const cover = attributes['data-cover'];
  if (cover) return drawCover({ label, marks: cover.trim().split(/\s+/), field: attributes['data-field'], posterView });
  if (attributes['data-avatar'] === 'notionists') return drawAvatar(label);
  const mark = attributes['data-mark'];
  if (mark) {
    const { body } = markOf(mark);
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img" aria-label="${attributes['aria-label'] ?? ''}"><g fill="${PARTNER_MARK_COLOUR}" color="${PARTNER_MARK_COLOUR}">${body}</g></svg>`;
  }
  return svg;
}
