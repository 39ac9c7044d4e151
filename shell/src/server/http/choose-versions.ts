/**
 * The second step: the versions the page is rendered with, fixed now, in one snapshot a deploy
 * during the render changes nothing in: each remote's current version or its canary for the
 * visitor's bucket (`app.remotes`), and a signed override's build in place of one when the browser
 * holds one (`app.overrides`). The page's figures count under the same versions ('override' for
 * the overridden part), and its cache key names them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageOverride, PageOverrides } from '../overrides';
import type { Remotes, VersionSet, VersionSetView } from '../remotes';

export interface ChosenPage {
  /** What the render reads of the remotes: these versions only. */
  readonly view: VersionSetView;
  /** The versions the page's figures and its beacons' token count under. */
  readonly versions: VersionSet;
  /** The visitor's canary bucket (null: none, as no remote serves a canary). */
  readonly bucket: number | null;
  /** The override the page is rendered with: the page is then this browser's alone. */
  readonly override: PageOverride | null;
}

export async function chooseVersions(
  request: FastifyRequest,
  reply: FastifyReply,
  { remotes, overrides }: { remotes: Remotes; overrides: PageOverrides },
): Promise<ChosenPage> {
  const chosen = remotes.forPage(request, reply);
  const override = await overrides.forPage(request, reply, () => chosen.view().latestLocations());
  return Object.freeze({
    view: override ? override.view(chosen) : chosen.view(),
    versions: override ? override.figuresVersions(chosen.versions) : chosen.versions,
    bucket: chosen.bucket,
    override,
  });
}
