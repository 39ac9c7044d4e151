/**
 * The seam between the shell and the remotes: what each remote exposes and the props the shell
 * passes. Both sides import these types at build time.
 */
import type { ComponentType } from 'react';
import parts from '@shared-data/parts/list';
import type { Region } from '@shared-data/rules';

/** Props every exposed page receives from whoever mounts it (the shell, or the remote's own app). */
export interface RemotePageProps {
  /** The host's 404 page, for unknown slugs on detail pages. */
  NotFound: ComponentType;
}

/** Props of the membership team's pricing block, shown on course and bundle pages. */
export interface PricingBlockProps {
  /** Heading above the plans; defaults to the block's own. */
  heading?: string;
}

/** Props of the membership team's plan fragments on the home page (the lifetime offer, the pitch). */
export type PlanFragmentProps = Record<string, never>;

/** Props of the catalogue team's testimonials section, shown on membership pages. */
export interface TestimonialsSectionProps {
  /** How many testimonials to show (the first N); all when absent. */
  limit?: number;
  heading?: string;
}

/** Props of the catalogue team's popular-courses list in the shell's footer. */
export type PopularCoursesProps = Record<string, never>;

/** What an exposed module looks like at runtime: a component as its default export. */
export interface ComponentModule<P extends object> {
  default: ComponentType<P>;
}

/** schema.org structured data (JSON-LD) of a page. */
export type JsonLd = Record<string, unknown>;

/** A route's parameters (`slug`), as the router gives them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** What a page's head is computed for: the visitor's region (prices) and the site's public origin. */
export interface HeadContext {
  region: Region;
  origin: string;
}

/**
 * The head of a page, written by the team that renders it: the shell adds the brand-level rest
 * (the title's brand suffix, canonical URL, Open Graph and Twitter tags, the share image).
 */
export interface PageHead {
  title: string;
  description: string;
  keywords: readonly string[];
  /** 404 when the URL's slug names nothing (the page then shows the 404 page); 200 when absent. */
  status?: 200 | 404 | 503;
  /** Where the server sends the visitor instead of rendering (302); the page navigates there itself in the browser. */
  redirect?: string;
  structuredData?: JsonLd | null;
}

/** How a team computes a page's head (its exposed file loads this where a head is needed). */
export type PageHeadOf = (params: PageParams, context: HeadContext) => PageHead;

/**
 * An exposed page: the shell (or the remote's own app) mounts it for a route. Besides the
 * component it exports its head and, when its route takes a slug, the paths it has for the sitemap:
 * a change to a page's words, data or URLs is deployed by its own team alone.
 */
export interface PageModule extends ComponentModule<RemotePageProps> {
  /**
   * The page's head. Asynchronous, so that its code and the content it reads load only where a
   * head is written (the server; the browser after a client-side navigation), not with the page.
   */
  head(params: PageParams, context: HeadContext): Promise<PageHead>;
  /** Every path the page answers (`/courses/react-masterclass`, ...), for a route with a slug. */
  sitemapPaths?: () => Promise<readonly string[]>;
}

export * from './route-declarations';

/**
 * An exposed page's whole file checked against `PageModule` where it is written (a `head` missing or
 * of the wrong type fails the remote's type check):
 * `import type * as self from './HomePage'; export type Contract = PageFile<typeof self>;`
 */
export type PageFile<File extends PageModule> = File;

/**
 * What each remote exposes for other parts to mount (its fragments), with the module's type: the
 * seam other parts compile against. Its pages are not here: the shell mounts any page a route
 * declaration names, as a `PageModule`. Loaders and boundaries are typed by it, so a misspelled
 * module name or wrong props fail the type check. Each remote declares its own entry in
 * its folder (`<remote>/src/contract.ts`, merged into this interface: every part's type check
 * includes every remote's `src/contract.ts`), so a new remote touches parts.json and its own folder.
 * The names must be the ones `shared-data/parts.json` lists (which every webpack config builds
 * from): see `ContractMatches`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each remote's contract.ts
export interface ExposedModules {}

export type RemoteName = keyof ExposedModules;
export type ExposedName<R extends RemoteName> = keyof ExposedModules[R] & string;
export type ExposedModule<R extends RemoteName, M extends ExposedName<R>> = ExposedModules[R][M];
/** The props of an exposed component. */
export type ExposedProps<R extends RemoteName, M extends ExposedName<R>> =
  ExposedModule<R, M> extends ComponentModule<infer P> ? P : never;
/**
 * What a remote's `src/exposed/<Name>.ts` exports as its default, checked where it is written:
 * `export default HomePage satisfies ExposedComponent<'catalog', './HomePage'>;`
 */
export type ExposedComponent<R extends RemoteName, M extends ExposedName<R>> = ComponentType<ExposedProps<R, M>>;

/**
 * A whole exposed file checked against the contract where it is written (a page's `head` missing
 * or of the wrong type fails the remote's type check):
 * `import type * as self from './HomePage'; export type Contract = ExposedFile<'catalog', './HomePage', typeof self>;`
 */
export type ExposedFile<R extends RemoteName, M extends ExposedName<R>, File extends ExposedModule<R, M>> = File;

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * True when a parts map (the shape of parts.json) names exactly the remotes and exposed modules of
 * `ExposedModules`. A module renamed, added or dropped on one side only makes it false.
 */
export type ContractMatches<Parts extends { remotes: Record<string, { fragments: object }> }> =
  SameKeys<keyof Parts['remotes'], RemoteName> extends true
    ? false extends {
        [R in RemoteName]: SameKeys<keyof Parts['remotes'][R]['fragments'], ExposedName<R>>;
      }[RemoteName]
      ? false
      : true
    : false;

/** `T`, provided `Ok` is true: a type error at the use otherwise. */
type Checked<T, Ok extends true> = Ok extends true ? T : never;

type Labels = { readonly [R in RemoteName]: Readonly<Record<ExposedName<R>, string>> };

/**
 * Each remote's exposed names with what the section is called in loading and fallback messages,
 * from parts.json. Its type fails to compile unless parts.json and ExposedModules name the same
 * modules, so the build (which reads parts.json) and the types cannot drift apart.
 */
const EXPOSED_LABELS: Checked<Labels, ContractMatches<typeof parts>> = Object.fromEntries(
  Object.entries(parts.remotes).map(([name, remote]) => [name, remote.fragments]),
) as Labels;

/**
 * What a fragment is called in messages: 'Membership pricing' (a page's name is in its route
 * declaration); 'This section' for a name the remote does not list (a caller's build asking for a
 * module that is not there).
 */
export function exposedLabel<R extends RemoteName>(remote: R, exposed: ExposedName<R>): string {
  const labels: Readonly<Record<string, string>> = EXPOSED_LABELS[remote] ?? {};
  return Object.hasOwn(labels, exposed) ? (labels[exposed] ?? 'This section') : 'This section';
}

/** Whether a module is one of a remote's fragments (parts.json), shown on other parts' pages, rather than a page. */
export function isFragment(remote: RemoteName, module: string): boolean {
  const fragments: Readonly<Record<string, string>> | undefined = EXPOSED_LABELS[remote];
  return !!fragments && Object.hasOwn(fragments, module);
}

/** The remotes, in parts.json order. */
export const REMOTE_NAMES = Object.keys(parts.remotes) as readonly RemoteName[];

/** Where each remote's manifest lives: read at runtime from `remotes.json` beside index.html. */
export type RemoteLocations = Record<RemoteName, string>;

/**
 * A remote in `remotes.json`: its manifest URL, and the public keys (base64 SPKI, Ed25519) its
 * signed deploys are checked with by the shell's server (two during a key rotation).
 */
export interface RemoteEntry {
  manifest: string;
  keys: readonly string[];
}

function remoteEntryOf(name: string, entry: unknown): RemoteEntry {
  // A bare URL (an older file) is a remote with no keys: the shell's server runs none of its code.
  if (typeof entry === 'string' && entry.length > 0) return { manifest: entry, keys: [] };
  const { manifest, keys } = (entry ?? {}) as { manifest?: unknown; keys?: unknown };
  if (typeof manifest !== 'string' || manifest.length === 0) throw new Error(`remotes.json has no entry for "${name}"`);
  if (keys !== undefined && !(Array.isArray(keys) && keys.every((key) => typeof key === 'string'))) {
    throw new Error(`remotes.json: the keys of "${name}" are not a list of strings`);
  }
  return { manifest, keys: (keys as string[] | undefined) ?? [] };
}

/** Validates the parsed `remotes.json`; throws a readable error on a bad file. */
export function parseRemoteEntries(value: unknown): Record<RemoteName, RemoteEntry> {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json must be an object');
  const record = value as Record<string, unknown>;
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntryOf(name, record[name])])) as Record<
    RemoteName,
    RemoteEntry
  >;
}

/** The manifest URLs of the parsed `remotes.json`; throws a readable error on a bad file. */
export function parseRemoteLocations(value: unknown): RemoteLocations {
  const entries = parseRemoteEntries(value);
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, entries[name].manifest])) as RemoteLocations;
}

export { fragmentPropsProblem, type PropsShape } from './fragment-props';
