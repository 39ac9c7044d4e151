/**
 * The last step: the answer sent. A page counted for the figures, with its beacons' token (per
 * answer, in a header: the cached HTML stays one for all; the browser reads it back from its
 * navigation's serverTiming, shell/src/reporting, and sends it with its beacons) and an
 * override's origin allowed, sent as the request asks (send-page.ts); or a redirect.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_TOKEN_TIMING } from '../beacon';
import { countPageSent } from '../metrics';
import type { VersionSet } from '../remotes';
import { CachedPage } from './cached-page';
import type { ChosenPage } from './choose-versions';
import type { Redirect } from './html-cache';
import { sendPage } from './send-page';

/** A page view's token for its beacons (../beacon/page-token.ts): its versions, the visitor's bucket. */
export type SignPage = (versions: VersionSet, bucket: number | null) => string;

export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedPage | Redirect,
  { versions, bucket, override }: ChosenPage,
  signPage: SignPage,
) {
  if (!(answer instanceof CachedPage)) {
    return reply.header('Cache-Control', 'no-cache').redirect(answer.location, answer.status);
  }
  if (answer.facts) countPageSent(request, answer.facts, versions, answer.status);
  reply.header('Server-Timing', `${PAGE_TOKEN_TIMING};desc="${signPage(versions, bucket)}"`);
  override?.allowBuild(reply);
  return sendPage(request, reply, answer, { private: !!override });
}
