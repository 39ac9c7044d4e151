/**
 * The browser's side of Subresource Integrity (ADR 0008): the `integrity` of each remote file the
 * page loads, from the hashes its server wrote into it (the pinned versions' files the page needs)
 * and, for any other file, from that version's signed list, which the shell's server serves once
 * per version. Every script and stylesheet element a remote's file is loaded with, by the
 * federation runtime (integrity-plugin.ts) or by a remote's own webpack runtime (the build's
 * IntegrityLoadingPlugin), is `guard`ed here: a file whose body is not the signed one is refused by
 * the browser, its section falls back, and the failure is reported with the part and the version.
 */
import { REMOTE_NAMES, type RemoteName } from '@shared-data/contracts';
import { INTEGRITY_PATH, type PageIntegrity, type VersionHashes } from './page-integrity';

/** A well-formed SHA-384 no file has: a remote file that is in no signed list gets it, so it is never run. */
export const NO_SIGNED_HASH = `sha384-${'A'.repeat(64)}`;

/** Where a URL is: a version's file of a remote, an overridden remote's, or neither (the shell's own). */
type Place = { kind: 'other' } | { kind: 'override' } | { kind: 'signed'; part: RemoteName; version: string };

export interface LookupOptions {
  /** Reads a version's hashes (the shell's server); tests pass their own. */
  fetchHashes?: (part: RemoteName, version: string) => Promise<VersionHashes>;
  /** Hears of each remote file that failed to load with its integrity, with what was found. */
  report?: (error: Error) => void;
  /** Checks a failed file's body against its hash, to say why it failed (the page's `fetch` and Web Crypto). */
  explain?: (url: string, integrity: string) => Promise<string>;
}

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');
const VERSIONED = /^v\/([\w-]{1,64})\//;
const VERSIONED_TAIL = /v\/[\w-]{1,64}\/$/;

async function fetchHashes(part: RemoteName, version: string): Promise<VersionHashes> {
  const answer = await fetch(`${INTEGRITY_PATH}/${part}/${version}`);
  if (!answer.ok) throw new Error(`${INTEGRITY_PATH}/${part}/${version} answered ${answer.status}`);
  return (await answer.json()) as VersionHashes;
}

/** Why a file with this integrity failed: its body differs from the signed one, or it did not arrive. */
async function explain(url: string, integrity: string): Promise<string> {
  if (integrity === NO_SIGNED_HASH) return 'it is in no signed list of its remote';
  try {
    const body = await (await fetch(url, { mode: 'cors', cache: 'no-store' })).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', body));
    const actual = `sha384-${btoa(String.fromCharCode(...digest))}`;
    return actual === integrity
      ? 'it could not be loaded (its body is the signed one)'
      : 'its body does not match the signed hash (changed after the deploy)';
  } catch {
    return 'it could not be loaded or checked';
  }
}

export class IntegrityLookup {
  private readonly hashes = new Map<string, string>();
  private readonly lists = new Map<string, Promise<void>>();
  /** Each remote's host folder (versions under v/), deepest first: two remotes may share an origin. */
  private readonly roots: (readonly [RemoteName, string])[];
  private readonly overrides: string[] = [];

  /**
   * @param page what the server wrote into the page
   * @param latest each remote's manifest URL in remotes.json (its host's folder)
   */
  constructor(
    page: PageIntegrity,
    latest: Readonly<Record<RemoteName, string>>,
    private readonly options: LookupOptions = {},
  ) {
    const roots = new Map<string, RemoteName>();
    for (const name of REMOTE_NAMES) {
      if (latest[name]) roots.set(new URL('.', latest[name]).href, name);
      const pinned = page[name];
      if (!pinned) continue;
      if ('override' in pinned) {
        this.overrides.push(pinned.override);
        continue;
      }
      roots.set(pinned.base.replace(VERSIONED_TAIL, ''), name);
      for (const [file, hash] of Object.entries(pinned.files)) this.hashes.set(pinned.base + file, hash);
    }
    this.roots = [...roots].map(([root, name]) => [name, root] as const).sort((a, b) => b[1].length - a[1].length);
  }

  private placeOf(url: string): Place & { url: string } {
    const clean = withoutQuery(url);
    if (this.overrides.some((folder) => clean.startsWith(folder))) return { kind: 'override', url: clean };
    const found = this.roots.find(([, root]) => clean.startsWith(root));
    if (!found) return { kind: 'other', url: clean };
    const [part, root] = found;
    const version = VERSIONED.exec(clean.slice(root.length))?.[1] ?? 'current';
    return { kind: 'signed', part, version, url: clean };
  }

  /** The `integrity` for a file: its signed hash; '' for a file of no remote, or of an overridden one; NO_SIGNED_HASH when unknown. */
  attributeOf(url: string): string {
    const place = this.placeOf(url);
    if (place.kind !== 'signed') return '';
    return this.hashes.get(place.url) ?? NO_SIGNED_HASH;
  }

  /** Resolves once the hashes of these files are known: their versions' lists are read when the page did not carry them. Never rejects. */
  ready(urls: readonly string[]): Promise<void> {
    const loads = urls.flatMap((url) => {
      const place = this.placeOf(url);
      return place.kind === 'signed' && !this.hashes.has(place.url) ? [this.loadList(place.part, place.version)] : [];
    });
    return Promise.all(loads).then(() => undefined);
  }

  private loadList(part: RemoteName, version: string): Promise<void> {
    const key = `${part}/${version}`;
    let loading = this.lists.get(key);
    if (!loading) {
      const root = this.roots.find(([name]) => name === part)?.[1] ?? '';
      loading = (this.options.fetchHashes ?? fetchHashes)(part, version).then(
        (list) => {
          for (const [file, hash] of Object.entries(list.files)) {
            this.hashes.set(`${root}v/${list.version}/${file}`, hash);
            if (version === 'current') this.hashes.set(root + file, hash);
          }
        },
        () => {
          // Files of that version stay unknown (not run); a later load asks again.
          this.lists.delete(key);
        },
      );
      this.lists.set(key, loading);
    }
    return loading;
  }

  /** Gives a script or stylesheet element its integrity (and CORS mode); its failure to load is reported. */
  guard(element: HTMLScriptElement | HTMLLinkElement, url: string): void {
    const integrity = this.attributeOf(url);
    if (!integrity) return;
    element.setAttribute('integrity', integrity);
    element.crossOrigin = 'anonymous';
    element.addEventListener('error', () => void this.failed(url, integrity), { once: true });
  }

  private async failed(url: string, integrity: string): Promise<void> {
    const why = await (this.options.explain ?? explain)(url, integrity);
    // The URL in the message names the part and the version (reporting/attribution.ts).
    this.options.report?.(new Error(`Subresource Integrity: ${withoutQuery(url)} was not run: ${why}`));
  }
}
