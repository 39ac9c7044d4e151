/**
 * The versions a page is rendered with, one per remote, chosen when its render starts: each
 * remote's current version, or its canary for a visitor whose bucket (0-99, sticky per visitor, see
 * visitor-bucket.ts) falls below the canary's percentage.
 */
import { REMOTE_NAMES, type RemoteName } from '@shared-data/contracts';
import type { Pointer } from '@shared-data/hosting/pointer';

/** The version of each remote a page is rendered with ('down' for a remote that does not answer). */
export type VersionSet = Readonly<Record<RemoteName, string>>;

/** What the choice reads of each remote: whether it answers, and its last good pointer. */
type Served = Readonly<Record<RemoteName, { status: 'unchecked' | 'up' | 'down'; pointer: Pointer | null }>>;

/** Whether any remote serves a canary now (only then does a visitor need a canary bucket). */
export function hasCanary(remotes: Served): boolean {
  return REMOTE_NAMES.some((name) => remotes[name].pointer?.canary);
}

/** The versions a visitor's page is rendered with (see above). */
export function chooseVersions(remotes: Served, bucket: number | null): VersionSet {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const { status, pointer } = remotes[name];
      if (status !== 'up' || !pointer) return [name, 'down'];
      const canary = pointer.canary;
      return [name, canary && bucket !== null && bucket < canary.percent ? canary.version : pointer.current];
    }),
  ) as VersionSet;
}

/** One string per set of versions: part of the HTML cache key. */
export function versionSetKey(versions: VersionSet): string {
  return REMOTE_NAMES.map((name) => `${name}@${versions[name]}`).join(',');
}
