/**
 * Where each remote is deployed, from remotes.json (each remote's manifest URL at its host's root,
 * which always answers with the current version), and the URLs of its versions beside it:
 *   <base>current.json                       the pointer (which version is current, the canary)
 *   <base>v/<version>/mf-manifest.json       a version's browser manifest (immutable)
 *   <base>v/<version>/server/remoteEntry.js  its server container
 * The file is read again when it changes, so a remote can move without a restart.
 */
import fs from 'node:fs';
import {
  parseRemoteEntries,
  REMOTE_NAMES,
  type RemoteEntry,
  type RemoteLocations,
  type RemoteName,
} from '@shared-data/contracts';

/** The folder a remote is deployed to, from its manifest URL in remotes.json. */
export const baseOf = (manifestUrl: string) => new URL('.', manifestUrl).href;
export const pointerUrl = (base: string) => new URL('current.json', base).href;
export const versionManifestUrl = (base: string, version: string) =>
  new URL(`v/${version}/mf-manifest.json`, base).href;
export const versionServerEntry = (base: string, version: string) =>
  new URL(`v/${version}/server/remoteEntry.js`, base).href;
/** A file of a version, by its path in the version's files.json. */
export const versionFileUrl = (base: string, version: string, file: string) =>
  new URL(`v/${version}/${file}`, base).href;

export class RemoteLocationsFile {
  private entries: Record<RemoteName, RemoteEntry>;
  private locations: RemoteLocations;
  private stamp: number;

  constructor(private readonly file: string) {
    this.entries = this.read();
    this.locations = locationsOf(this.entries);
    this.stamp = fs.statSync(file).mtimeMs;
  }

  private read(): Record<RemoteName, RemoteEntry> {
    return parseRemoteEntries(JSON.parse(fs.readFileSync(this.file, 'utf8')));
  }

  /** The manifest URLs as listed (each answers with the remote's current version). */
  get current(): RemoteLocations {
    return this.locations;
  }

  /** The public keys a remote's signed pointers are checked with (two during a rotation). */
  keysOf(name: RemoteName): readonly string[] {
    return this.entries[name].keys;
  }

  /** Reads the file again if it changed; returns the remotes that moved. A broken file keeps the old list. */
  reload(): RemoteName[] {
    try {
      const stamp = fs.statSync(this.file).mtimeMs;
      if (stamp === this.stamp) return [];
      const before = this.locations;
      this.entries = this.read();
      this.locations = locationsOf(this.entries);
      this.stamp = stamp;
      return REMOTE_NAMES.filter((name) => before[name] !== this.locations[name]);
    } catch (error) {
      console.error(`Could not read ${this.file}; keeping the remotes where they were`, error);
      return [];
    }
  }

  private originsOf = { locations: null as RemoteLocations | null, origins: [] as string[] };

  /** The remotes' origins, for the Content-Security-Policy: the same array until the list changes. */
  origins(): string[] {
    if (this.originsOf.locations !== this.locations) {
      const origins = [...new Set(REMOTE_NAMES.map((name) => new URL(this.locations[name]).origin))];
      this.originsOf = { locations: this.locations, origins };
    }
    return this.originsOf.origins;
  }
}

const locationsOf = (entries: Record<RemoteName, RemoteEntry>) =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, entries[name].manifest])) as RemoteLocations;
