// @ts-check
/**
 * The marks the site's pictures are made of, looked up by name when a part builds: a technology's or
 * a company's mark from simple-icons (CC0; read from the package, never copied into our source), or
 * one of our own few glyphs for what has no brand (data structures, a job search, an API). Every
 * mark is drawn on simple-icons' 24 × 24 canvas.
 */
import * as simpleIcons from 'simple-icons';

/** simple-icons' icons by slug ('python', 'github', 'css'). */
const BY_SLUG = new Map(
  Object.values(simpleIcons)
    .filter((icon) => typeof icon === 'object' && icon !== null && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

/**
 * Our own glyphs: honest drawings of what a course is about, not anyone's logo. Drawn in
 * `currentColor`, so a picture colours them as it colours a package's mark.
 */
const OWN = {
  // A binary tree: a root, two children, three leaves.
  tree: {
    title: 'Tree',
    hex: '0F766E',
    body:
      '<g fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"><path d="M12 4.5 6.5 11.5M12 4.5l5.5 7M6.5 11.5 3.5 19M6.5 11.5l3 7.5M17.5 11.5l3 7.5"/></g>' +
      '<g fill="currentColor"><circle cx="12" cy="4" r="2.6"/><circle cx="6.5" cy="11.5" r="2.3"/><circle cx="17.5" cy="11.5" r="2.3"/><circle cx="3.5" cy="19.5" r="2"/><circle cx="9.5" cy="19.5" r="2"/><circle cx="20.5" cy="19.5" r="2"/></g>',
  },
  // A weighted graph: five nodes, a cycle and a chord.
  graph: {
    title: 'Graph',
    hex: '6D28D9',
    body:
      '<g fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"><path d="M4 7 12 3.5 20 7 18 18 6 18Z M4 7l14 11M12 3.5 12 12 6 18"/></g>' +
      '<g fill="currentColor"><circle cx="4" cy="7" r="2.4"/><circle cx="12" cy="3.5" r="2.4"/><circle cx="20" cy="7" r="2.4"/><circle cx="18" cy="18" r="2.4"/><circle cx="6" cy="18" r="2.4"/><circle cx="12" cy="12" r="1.9"/></g>',
  },
  // A briefcase.
  briefcase: {
    title: 'Briefcase',
    hex: 'B45309',
    body:
      '<path fill="currentColor" fill-rule="evenodd" d="M9 3h6a2 2 0 0 1 2 2v1.5h3.5A1.5 1.5 0 0 1 22 8v4.2l-8 2.3v-1h-4v1l-8-2.3V8a1.5 1.5 0 0 1 1.5-1.5H7V5a2 2 0 0 1 2-2Zm0 2v1.5h6V5H9Z"/>' +
      '<path fill="currentColor" d="M2 13.8 10 16v1.5h4V16l8-2.2V19.5A1.5 1.5 0 0 1 20.5 21h-17A1.5 1.5 0 0 1 2 19.5Z"/>',
  },
  // An API: braces around a dot.
  api: {
    title: 'API',
    hex: 'A30000',
    body:
      '<g fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M8 3.5c-2 0-3 1-3 3v3c0 1.5-.8 2.5-2.5 2.5 1.7 0 2.5 1 2.5 2.5v3c0 2 1 3 3 3M16 3.5c2 0 3 1 3 3v3c0 1.5.8 2.5 2.5 2.5-1.7 0-2.5 1-2.5 2.5v3c0 2-1 3-3 3"/></g>' +
      '<circle fill="currentColor" cx="12" cy="12" r="2.4"/>',
  },
};

/**
 * @typedef {object} Mark
 * @property {string} name what the recipe called it ('simple-icons:python', 'own:tree')
 * @property {string} title the mark's owner or subject ('Python')
 * @property {string} hex its colour, without '#'
 * @property {string} body SVG drawing on a 24 × 24 canvas, in currentColor where it has no path of the package
 * @property {string} [path] a package mark's path, as simple-icons gives it
 */

/**
 * A mark by its recipe name: `simple-icons:<slug>` or `own:<glyph>`.
 * @param {string} name
 * @returns {Mark}
 */
export function markOf(name) {
  const [source, key = ''] = name.split(':');
  if (source === 'simple-icons') {
    const icon = BY_SLUG.get(key);
    if (!icon) throw new Error(`simple-icons has no icon "${key}" (brands leave the set over the years)`);
    return { name, title: icon.title, hex: icon.hex, path: icon.path, body: `<path d="${icon.path}"/>` };
  }
  const own = source === 'own' ? OWN[/** @type {keyof typeof OWN} */ (key)] : undefined;
  if (!own) throw new Error(`unknown mark "${name}": use simple-icons:<slug> or own:${Object.keys(OWN).join('|own:')}`);
  return { name, ...own };
}
