/**
 * The remotes as a Fastify plugin: it reads remotes.json, checks every remote once before the
 * server listens (its first page renders with the remotes' versions) and then on a schedule of
 * its own, never started by a request (remote-registry.ts: each remote at most every
 * CHECK_INTERVAL_MS), and when the app closes stops checking and releases every loaded version.
 * It decorates the app with `remotes`: the few things the rest of the server asks of them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { RemoteName } from '@shared-data/contracts';
import type { Logger } from '../logging';
import type { VersionHashes } from '../../integrity/page-integrity';
import { CHECK_INTERVAL_MS } from './checks/check-remote';
import { versionsForPage, type ChosenVersions } from './page-versions';
import { RemoteRegistry } from './remote-registry';
import type { VersionSetView } from './version-set-view';

export interface Remotes {
  /** The versions a page request renders with (page-versions.ts). */
  forPage(request: FastifyRequest, reply: FastifyReply): ChosenVersions;
  /** What the remotes serve now to a visitor outside any canary (the sitemap). */
  current(): VersionSetView;
  /** A checked version's signed hashes of its browser files (`current`: the one served now); null when not checked. */
  signedHashes(part: string, version: string): VersionHashes | null;
  /** Checks every remote now; resolves when all answered or ran out of budget. */
  checkAll(): Promise<void>;
  /** Checks one remote now (joining a check of it under way). */
  checkOne(part: RemoteName): Promise<void>;
  /** The remotes' origins, for the Content-Security-Policy. */
  origins(): string[];
  /** Server containers evaluated since the start (a worker is replaced after a number of them). */
  readonly containersLoaded: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    remotes: Remotes;
  }
}

export interface RemotesOptions {
  /** remotes.json: read again whenever it changes. */
  remotesFile: string;
  /** Where the remotes' lines go (each with its `part`). */
  log: Logger;
}

export const remotesPlugin = fastifyPlugin<RemotesOptions>(
  async (app, { remotesFile, log }) => {
    const registry = new RemoteRegistry(remotesFile, log);
    const remotes: Remotes = {
      forPage: (request, reply) => versionsForPage(registry, request, reply),
      current: () => registry.versionSetView(registry.versionsFor(null)),
      signedHashes: (part, version) => registry.signedHashes(part, version),
      checkAll: () => registry.checkAll(),
      checkOne: (part) => registry.checkOne(part),
      origins: () => registry.origins(),
      get containersLoaded() {
        return registry.containersLoaded;
      },
    };
    app.decorate('remotes', remotes);
    // Fastify gives an onReady hook its pluginTimeout: the app is made with one longer than a check
    // (CHECK_LIMIT_MS), so the first check is never cut short.
    let schedule: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await registry.checkAll();
      // Looks often (a few comparisons) so a remote is checked about CHECK_INTERVAL_MS after its
      // last check ended; unref'd, so the schedule never keeps a process alive.
      schedule = setInterval(() => registry.checkStale(), CHECK_INTERVAL_MS / 8).unref();
    });
    app.addHook('onClose', () => {
      clearInterval(schedule);
      return registry.close();
    });
  },
  { name: 'remotes', fastify: '5.x' },
);
