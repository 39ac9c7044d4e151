/**
 * Reading the build a signed override names (a developer's local build of one remote): its
 * manifest and files, each checked against the build's own files.json (nothing signs it: the
 * signed cookie is what authorises it), as a remote state of its own (override-builds.ts holds it).
 */
import type { RemoteName } from '@shared-data/contracts';
import { SERVER_FETCH_TIMEOUT_MS } from '@shared-data/platform/server-fetch';
import { FILES_LIST, parseFilesList } from '@shared-data/hosting/integrity';
import type { Logger } from '../logging';
import { freshState, readVersion, VersionFiles, type RemoteState } from '../remotes';

/** The base folder and version of a version manifest's URL (…/v/<version>/mf-manifest.json). */
export function locate(url: string): { base: string; version: string } {
  const version = /\/v\/([0-9a-f]{16})\/mf-manifest\.json$/.exec(new URL(url).pathname)?.[1];
  if (!version) throw new Error(`${url} is not a version's manifest`);
  return { base: new URL('../../', url).href, version };
}

/** The build's manifest and files, each checked against its own (unsigned) files.json. */
export async function readBuild(part: RemoteName, url: string, log: Logger): Promise<RemoteState> {
  const { base, version } = locate(url);
  const listUrl = new URL(FILES_LIST, url).href;
  const answer = await fetch(listUrl, { cache: 'no-store', signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS) });
  if (!answer.ok) throw new Error(`${listUrl} answered ${answer.status}`);
  const files = new VersionFiles(base, version, parseFilesList(await answer.text()));
  const manifest = await readVersion(base, version, files);
  if (manifest instanceof Error) throw manifest;
  const name = (manifest as { name?: unknown }).name;
  if (name !== undefined && name !== part) throw new Error(`the build at ${url} is ${String(name)}, not ${part}`);
  const state = freshState(part, base, log);
  state.status = 'up';
  state.manifests.set(version, manifest);
  return state;
}
