/**
 * The versions a page request renders with, chosen once as its render starts: the visitor's canary
 * bucket decides between a remote's current version and its canary (a new bucket is given, in a
 * cookie, when a remote serves a canary and the visitor has none). Choosing starts no check: the
 * remotes are checked on their own schedule (remotes-plugin.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteRegistry, RemotesSubstitution } from './remote-registry';
import type { VersionSet } from './version-set';
import type { VersionSetView } from './version-set-view';
import { bucketCookie, newBucket, readBucket } from './visitor-bucket';

/** One page's versions, fixed: a deploy during the render changes nothing in it. */
export interface ChosenVersions {
  versions: VersionSet;
  /** The visitor's canary bucket (null: none, as no remote serves a canary). */
  bucket: number | null;
  /** What the render reads of the remotes in these versions (some substituted: a signed override). */
  view(substitution?: RemotesSubstitution): VersionSetView;
}

export function versionsForPage(
  registry: RemoteRegistry,
  request: FastifyRequest,
  reply: FastifyReply,
): ChosenVersions {
  let bucket = readBucket(request.headers.cookie);
  if (bucket === null && registry.hasCanary()) {
    bucket = newBucket();
    reply.header('Set-Cookie', bucketCookie(bucket));
  }
  const versions = registry.versionsFor(bucket);
  return { versions, bucket, view: (substitution) => registry.versionSetView(versions, substitution) };
}
