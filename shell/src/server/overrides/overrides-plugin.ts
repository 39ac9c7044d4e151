/**
 * Signed per-developer overrides as a Fastify plugin: its links (override-routes.ts), and the
 * override a page request carries, for the page handler (`app.overrides`). The settings come from
 * the environment (SHELL_OVERRIDE_SECRET, SHELL_OVERRIDE_ORIGINS); when the app closes, every
 * override build is released.
 */
import fastifyPlugin from 'fastify-plugin';
import type { Logger } from '../logging';
import { overrideRoutes } from './override-routes';
import { overrideSettings, Overrides } from './overrides';

/** What a page asks of the overrides: the one its request carries (overrides.ts). */
export type PageOverrides = Pick<Overrides, 'forPage'>;

declare module 'fastify' {
  interface FastifyInstance {
    overrides: PageOverrides;
  }
}

export interface OverridesOptions {
  /** Whether the site's pages are https (the cookie is then Secure). */
  secure: boolean;
  log: Logger;
  env?: NodeJS.ProcessEnv;
}

export const overridesPlugin = fastifyPlugin<OverridesOptions>(
  async (app, { secure, log, env = process.env }) => {
    const overrides = new Overrides(overrideSettings(env, log), log, secure);
    await app.register(overrideRoutes, { overrides });
    app.decorate('overrides', { forPage: (request, reply, deployed) => overrides.forPage(request, reply, deployed) });
    app.addHook('onClose', async () => overrides.builds.close());
  },
  { name: 'overrides', fastify: '5.x' },
);
