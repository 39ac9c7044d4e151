/**
 * A page rendered for a browser holding a valid override: the overridden remote comes from the
 * developer's build (pinned in the page, so the browser loads and hydrates that same build), the
 * page carries the badge, and it is private to that browser: never kept in the HTML cache, sent
 * `private, no-store` and varying on Cookie (a CDN in front never stores it), with the build's
 * origin allowed by the page's Content-Security-Policy. Its figures count under the version
 * 'override', never the deployed version's (canary analysis reads those).
 */
import type { FastifyReply } from 'fastify';
import type { RemoteName } from '@shared-data/contracts';
import type { Override } from '@shared-data/hosting/override-token';
import type { ChosenVersions, RemotesSubstitution, VersionSet, VersionSetView } from '../remotes';
import { BADGE_STYLE_HASH, badgeHtml, withBadge } from './override-badge';
import { overriddenFiles } from '../../integrity/page-integrity';

/** The policy's directives the build's files are loaded under (scripts, styles, manifests, images, fonts). */
const LOADED_FROM = new Set(['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']);

/** A policy that also allows `origin` wherever the remotes' origins are allowed. */
export function withOrigin(policy: string, origin: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      return LOADED_FROM.has(name) ? `${directive.trimEnd()} ${origin}` : directive;
    })
    .join(';');
}

interface RenderedPage {
  kind: 'page';
  html: string;
  keep: boolean;
  styleHashes: readonly string[];
}

export class PageOverride {
  constructor(
    readonly override: Override,
    /** Null when the build could not be loaded: the page renders the deployed version, and says why. */
    private readonly substitution: RemotesSubstitution | null,
    private readonly problem?: string,
  ) {}

  get part(): RemoteName {
    return this.override.part as RemoteName;
  }

  /** The remotes this page renders with: the override's build in place of the served version. */
  view(chosen: ChosenVersions): VersionSetView {
    const view = chosen.view(this.substitution ?? undefined);
    return {
      ...view,
      key: `${view.key}|override ${this.part} ${this.override.url}`,
      overridden: this.substitution ? [this.part] : [],
      // The build has no signed list: the browser loads its files without integrity (ADR 0010).
      integrityOf: (urls) =>
        this.substitution
          ? { ...view.integrityOf(urls), [this.part]: overriddenFiles(this.override.url) }
          : view.integrityOf(urls),
    };
  }

  /** The versions the page's figures count under. */
  figuresVersions(versions: VersionSet): VersionSet {
    return this.substitution ? { ...versions, [this.part]: 'override' } : versions;
  }

  /** The rendered page with its badge, never kept. */
  finish<Page extends RenderedPage>(page: Page, path: string): Page {
    return {
      ...page,
      keep: false,
      html: withBadge(page.html, badgeHtml(this.override, path, this.problem)),
      styleHashes: [...page.styleHashes, BADGE_STYLE_HASH],
    };
  }

  /** Lets the page load the build's files (before the page is sent). */
  allowBuild(reply: FastifyReply): void {
    const policy = reply.getHeader('content-security-policy');
    if (this.substitution && typeof policy === 'string')
      reply.header('Content-Security-Policy', withOrigin(policy, new URL(this.override.url).origin));
  }
}
