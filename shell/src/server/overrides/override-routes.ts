/**
 * The override's links: `/_override?token=…&to=/page` (what `npm run override` prints) checks the
 * token and, when it is good, keeps it in the browser's cookie and sends the browser to the page;
 * `/_override/clear?to=/page` (the badge's link) removes the cookie. A bad token gets a 400 that
 * says why, and a log line; where overrides are off, the first answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { CLEAR_PATH } from './override-badge';
import { clearedOverrideCookie, overrideCookie, pathToReturnTo } from './override-cookie';
import type { Overrides } from './overrides';

const OFF = 'Signed overrides are off on this server (it has no SHELL_OVERRIDE_SECRET).';

export async function overrideRoutes(app: FastifyInstance, { overrides }: { overrides: Overrides }) {
  app.get('/_override', async (request, reply) => {
    const { token, to } = request.query as Record<string, unknown>;
    reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
    if (!overrides.enabled) return reply.code(404).send(OFF);
    const verdict = typeof token === 'string' ? overrides.verify(token) : ({ ok: false, reason: 'malformed' } as const);
    if (!verdict.ok) {
      overrides.ignored(verdict, 'link');
      return reply
        .code(400)
        .send(`This override link is not valid (${verdict.reason}). Make a new one with npm run override -w <part>.`);
    }
    reply.header('Set-Cookie', overrideCookie(token as string, verdict.override.expires, overrides.secure));
    return reply.redirect(pathToReturnTo(to), 303);
  });

  app.get(CLEAR_PATH, async (request, reply) => {
    const { to } = request.query as Record<string, unknown>;
    // Also where overrides are off: a cookie left from before goes.
    return reply
      .header('Cache-Control', 'no-store')
      .header('Set-Cookie', clearedOverrideCookie(overrides.secure))
      .redirect(pathToReturnTo(to), 303);
  });
}
