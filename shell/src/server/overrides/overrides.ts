/**
 * Signed per-developer overrides on the server: the settings (the site's secret, the allowed
 * origins), the verdict on a token, and the override a page request carries. A cookie that is
 * not signed with the secret, expired, for an unknown part or an origin not allowed, or one that
 * names a deployed remote's own folder, is ignored: the page renders as for anyone, the cookie
 * is removed and a line logged (the reason, and the part and origin only once the signature holds:
 * nothing else of the cookie is logged).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteLocations } from '@shared-data/contracts';
import {
  allowedOrigins,
  overrideSecret,
  verifyOverride,
  type Override,
  type Verdict,
} from '@shared-data/hosting/override-token';
import type { Logger } from '../logging';
import { clearedOverrideCookie, readOverrideCookie } from './override-cookie';
import { OverrideBuilds } from './override-builds';
import { PageOverride } from './page-override';
import { sameServer } from './same-server';

export interface OverrideSettings {
  /** Null: overrides are off. */
  secret: string | null;
  origins: readonly string[];
}

/** The settings from the environment (SHELL_OVERRIDE_SECRET, SHELL_OVERRIDE_ORIGINS), said in the log. */
export function overrideSettings(env: NodeJS.ProcessEnv, log: Logger): OverrideSettings {
  const origins = allowedOrigins(env.SHELL_OVERRIDE_ORIGINS);
  const found = overrideSecret(env);
  if (!found || 'error' in found) {
    if (found) log.error(`${found.error}: signed overrides are off`);
    else log.info('Signed overrides are off: SHELL_OVERRIDE_SECRET is not set');
    return { secret: null, origins };
  }
  if (found.development) log.warn('Signed overrides use the public development secret (NODE_ENV is not production)');
  return { secret: found.secret, origins };
}

/** Why an override is not used. */
export type Refused = { ok: false; reason: string; part?: string; origin?: string };

export class Overrides {
  readonly builds: OverrideBuilds;

  constructor(
    private readonly settings: OverrideSettings,
    private readonly log: Logger,
    /** Whether the site's pages are https (the cookie is then Secure). */
    readonly secure: boolean,
  ) {
    this.builds = new OverrideBuilds(log);
  }

  get enabled(): boolean {
    return this.settings.secret !== null;
  }

  verify(token: string): Verdict | Refused {
    const { secret, origins } = this.settings;
    if (secret === null) return { ok: false, reason: 'overrides are off' };
    return verifyOverride(token, { secret, origins, parts: REMOTE_NAMES });
  }

  /** Logs an override that is not used: the reason, and the part and origin only when signed. */
  ignored(verdict: Refused, where: 'cookie' | 'link'): void {
    const { reason } = verdict;
    const { part, origin } = verdict;
    this.log.warn({ part, reason, origin }, `Override ${where} ignored: ${reason}${part ? ` (part ${part})` : ''}`);
  }

  /**
   * The override a page request carries, or null when it carries none or one that is ignored
   * (its cookie removed). `deployed`: remotes.json, whose remotes' folders an override never names.
   */
  async forPage(
    request: FastifyRequest,
    reply: FastifyReply,
    deployed: () => RemoteLocations,
  ): Promise<PageOverride | null> {
    const token = readOverrideCookie(request.headers.cookie);
    if (token === null) return null;
    const verdict = token === '' ? ({ ok: false, reason: 'malformed' } as const) : this.verify(token);
    const refused = verdict.ok ? await this.refusedBuild(verdict.override, deployed()) : verdict;
    if (refused || !verdict.ok) {
      this.ignored(refused ?? (verdict as Refused), 'cookie');
      reply.header('Set-Cookie', clearedOverrideCookie(this.secure));
      return null;
    }
    const { part, url } = verdict.override;
    try {
      return new PageOverride(verdict.override, await this.builds.substitution(part as never, url));
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      this.log.error(
        { part, err: error },
        `Override of ${part}: its build could not be loaded; rendering the deployed version`,
      );
      return new PageOverride(verdict.override, null, problem);
    }
  }

  /**
   * An override naming a deployed remote's folder is refused (its files would stand for the
   * deployed ones): the same server by address and port, whatever its name (same-server.ts), and a
   * path inside the folder.
   */
  private async refusedBuild(override: Override, deployed: RemoteLocations): Promise<Refused | null> {
    const url = new URL(override.url);
    const folders = Object.values(deployed).map((manifest) => new URL('.', manifest));
    const inside = folders.filter((folder) => url.pathname.startsWith(folder.pathname));
    const same = await Promise.all(inside.map((folder) => sameServer(url, folder)));
    return same.includes(true) ? { ok: false, reason: "names a deployed remote's folder", part: override.part } : null;
  }
}
