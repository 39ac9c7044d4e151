/**
 * A version's files as its signed list (files.json) names them: each is fetched and used only
 * when its SHA-384 is the listed one, and the list only when its own hash is the one the signed
 * pointer gives (fetch-pointer.ts). A file that does not match refuses the whole version: the
 * remote keeps its last good one.
 */
import { SERVER_FETCH_TIMEOUT_MS } from '@shared-data/platform/server-fetch';
import { FILES_LIST, integrityOf, parseFilesList } from '@shared-data/hosting/integrity';
import { versionFileUrl } from '../remote-locations';
import { RefusedPointer } from './fetch-pointer';

export class VersionFiles {
  constructor(
    private readonly base: string,
    readonly version: string,
    private readonly list: Readonly<Record<string, string>>,
  ) {}

  urlOf(file: string): string {
    return versionFileUrl(this.base, this.version, file);
  }

  /** The path in the list of a URL inside this version's folder; null for any other URL. */
  fileOf(url: string): string | null {
    const folder = this.urlOf('');
    const file = url.startsWith(folder) ? url.slice(folder.length) : null;
    return file && this.has(file) ? file : null;
  }

  has(file: string): boolean {
    return Object.hasOwn(this.list, file);
  }

  /** The files whose path starts with `folder` ('server/'). */
  filesIn(folder: string): string[] {
    return Object.keys(this.list).filter((file) => file.startsWith(folder));
  }

  /**
   * The signed hashes of the files a browser loads (scripts and stylesheets outside server/), by
   * path in the version's folder: the `integrity` of each (Subresource Integrity, see ADR 0008).
   */
  browserHashes(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.list).filter(([file]) => !file.startsWith('server/') && /\.(js|css)$/.test(file)),
    );
  }

  /** The file's text, checked against its hash; refused when it is not listed or does not match. */
  async text(file: string, timeoutMs = SERVER_FETCH_TIMEOUT_MS): Promise<string> {
    const expected = this.list[file];
    if (!expected) throw new RefusedPointer(`version ${this.version}: ${file} is not in its signed ${FILES_LIST}`);
    const url = this.urlOf(file);
    const answer = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (integrityOf(bytes) !== expected) {
      throw new RefusedPointer(
        `version ${this.version}: ${file} does not match its signed hash (changed after the deploy)`,
      );
    }
    return bytes.toString('utf8');
  }
}

/** The version's file list, checked against the hash its signed pointer gives; null when the version is not there. */
export async function fetchVersionFiles(
  base: string,
  version: string,
  expected: string | undefined,
): Promise<VersionFiles | RefusedPointer | null> {
  const url = versionFileUrl(base, version, FILES_LIST);
  const answer = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS) });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (!expected || integrityOf(bytes) !== expected) {
    return new RefusedPointer(`version ${version}: ${FILES_LIST} does not match the hash its signed pointer gives`);
  }
  try {
    return new VersionFiles(base, version, parseFilesList(bytes.toString('utf8')));
  } catch (error) {
    return new RefusedPointer(`version ${version}: ${(error as Error).message}`);
  }
}
