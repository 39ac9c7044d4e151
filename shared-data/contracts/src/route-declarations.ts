/** The footer's columns of links, in the shell's order; `popular` stands in for the catalogue's popular courses while they are unavailable. */
export const FOOTER_GROUPS = ['quick', 'popular', 'other'] as const;
export type FooterGroup = (typeof FOOTER_GROUPS)[number];

/** A link to the page in the top bar: its place (lower first), its words, a tag beside them, a button's look. */
export interface TopBarEntry {
  order: number;
  label: string;
  /** A short badge beside the label: '50% OFF'. */
  tag?: string;
  /** Drawn as a button at the end of the bar (the Dashboard). */
  button?: boolean;
}

/** A link to the page in one of the footer's columns, at its place (lower first). */
export interface FooterEntry {
  group: FooterGroup;
  order: number;
  label: string;
}

/** Where the page is linked from the shell's frame; the words are the page's team's. */
export interface RouteNavigation {
  topBar?: TopBarEntry;
  footer?: FooterEntry[];
  /** The 404 page's second way on (after Home): 'Browse Courses'. */
  notFound?: { label: string };
}

/**
 * A page a remote serves, declared once in the remote's folder (`<remote>/src/routes.json`) and
 * shipped with each of its versions (`routes.json` beside the version's manifest). The shell
 * composes its route table and its navigation from the declarations of the versions it renders,
 * and the e2e sweeps read the same files: a new page, nav link included, is its remote's files and
 * that remote's deploy.
 */
export interface RouteDeclaration {
  /** The URL path, React Router style: `/courses/:slug`. */
  path: string;
  /** The exposed module that renders it: `./CoursesPage` (the file `src/exposed/CoursesPage.ts`). */
  page: string;
  /** What the page is called in loading and failure messages: 'Course catalogue'. */
  label: string;
  /** A real URL of a route with parameters (required there): the standalone app's link, the e2e sweeps' stop. */
  example?: string;
  /** Where the shell's top bar, footer and 404 page link to it. */
  nav?: RouteNavigation;
  /** It shows prices that differ by region (India's visual baselines picture it twice). */
  priced?: boolean;
  /** `false`: left out of sitemap.xml (by default a page is listed; a route with a slug, with its page's `sitemapPaths`). */
  sitemap?: boolean;
  /**
   * One of the site's key routes (its example, or its path): `npm run bench` measures its
   * first-load JS and its Lighthouse web vitals against issue 21's goals, and
   * e2e/tests/other-browsers.spec.ts loads it in Firefox and WebKit. A page is left out by default.
   */
  keyRoute?: boolean;
}

const ROUTE_PATH = /^\/(?:[a-z0-9-]+|:[a-z][a-zA-Z0-9]*)(?:\/(?:[a-z0-9-]+|:[a-z][a-zA-Z0-9]*))*$|^\/$/;
const PAGE_MODULE = /^\.\/[A-Z][A-Za-z0-9]*$/;

/** Whether a concrete path (`/courses/react`) is one a route path (`/courses/:slug`) answers. */
export function routeAnswers(route: string, path: string): boolean {
  const want = route.split('/');
  const have = path.split('/');
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

type Fields<T> = Partial<Record<keyof T, unknown>>;
const fieldsOf = <T>(value: unknown): Fields<T> => (typeof value === 'object' && value !== null ? value : {});
const isLabel = (value: unknown, max = 80): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;
const isOrder = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isFlag = (value: unknown) => value === undefined || typeof value === 'boolean';

function parseTopBar(value: unknown, fail: (what: string) => never): TopBarEntry {
  const { order, label, tag, button } = fieldsOf<TopBarEntry>(value);
  if (!isOrder(order) || !isLabel(label, 40)) fail('its top bar entry needs an order and a label');
  if (tag !== undefined && !isLabel(tag, 20)) fail('its top bar tag must be a short text');
  if (!isFlag(button)) fail('its top bar `button` must be true or false');
  return { order, label, ...(tag === undefined ? {} : { tag }), ...(button === undefined ? {} : { button }) };
}

function parseFooter(value: unknown, fail: (what: string) => never): FooterEntry[] {
  if (!Array.isArray(value)) fail('its footer entries must be a list');
  return value.map((entry: unknown) => {
    const { group, order, label } = fieldsOf<FooterEntry>(entry);
    if (!FOOTER_GROUPS.includes(group as FooterGroup))
      fail(`a footer group must be one of ${FOOTER_GROUPS.join(', ')}`);
    if (!isOrder(order) || !isLabel(label, 40)) fail('its footer entry needs an order and a label');
    return { group: group as FooterGroup, order, label };
  });
}

function parseNavigation(value: unknown, fail: (what: string) => never): RouteNavigation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('its nav must be an object');
  const { topBar, footer, notFound, ...rest } = value as Fields<RouteNavigation>;
  if (Object.keys(rest).length) fail(`its nav has unknown places: ${Object.keys(rest).join(', ')}`);
  const notFoundLabel = fieldsOf<{ label: string }>(notFound).label;
  if (notFound !== undefined && !isLabel(notFoundLabel, 40)) fail('its 404 page link needs a label');
  return {
    ...(topBar === undefined ? {} : { topBar: parseTopBar(topBar, fail) }),
    ...(footer === undefined ? {} : { footer: parseFooter(footer, fail) }),
    ...(isLabel(notFoundLabel, 40) ? { notFound: { label: notFoundLabel } } : {}),
  };
}

/** The optional parts of a route (example, nav, priced, sitemap, keyRoute), checked; absent ones stay absent. */
function parseOptions(path: string, route: Fields<RouteDeclaration>, fail: (what: string) => never) {
  const { example, nav, priced, sitemap, keyRoute } = route;
  if (path.includes(':') && example === undefined) fail('needs an example URL');
  if (example !== undefined && (typeof example !== 'string' || !routeAnswers(path, example))) {
    fail('has an example that is not one of its URLs');
  }
  if (nav !== undefined && path.includes(':')) fail('takes parameters: no nav entry can link to it');
  if (![priced, sitemap, keyRoute].every(isFlag))
    fail('has `priced`, `sitemap` or `keyRoute` that is not true or false');
  return {
    ...(example === undefined ? {} : { example: example as string }),
    ...(nav === undefined ? {} : { nav: parseNavigation(nav, fail) }),
    ...(priced === undefined ? {} : { priced: priced as boolean }),
    ...(sitemap === undefined ? {} : { sitemap: sitemap as boolean }),
    ...(keyRoute === undefined ? {} : { keyRoute: keyRoute as boolean }),
  };
}

/**
 * Validates a remote's `routes.json`; throws a readable error on a bad file (the shell then keeps
 * serving that remote's last good version).
 */
export function parseRouteDeclarations(value: unknown, remote: string): RouteDeclaration[] {
  const where = `${remote}'s routes.json`;
  if (!Array.isArray(value)) throw new Error(`${where} must be an array of routes`);
  const seen = new Set<string>();
  return value.map((entry: unknown, index) => {
    const route = fieldsOf<RouteDeclaration>(entry);
    const { path, page, label } = route;
    if (typeof path !== 'string' || !ROUTE_PATH.test(path))
      throw new Error(`${where}: route ${index} has no valid path`);
    const fail = (what: string): never => {
      throw new Error(`${where}: ${path} ${what}`);
    };
    if (seen.has(path)) fail('is declared twice');
    seen.add(path);
    if (typeof page !== 'string' || !PAGE_MODULE.test(page)) fail('names no exposed page (./Name)');
    if (!isLabel(label)) fail('has no label');
    return { path, page: page as string, label: label as string, ...parseOptions(path, route, fail) };
  });
}
