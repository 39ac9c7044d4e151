/**
 * The server's log: pino (Fastify's logger), one JSON object a line, on stdout and, when
 * SHELL_LOG_FILE names one, appended to that file too. Every line about a remote carries `part`
 * and, where one is concerned, `version` (remotes/ logs through a child logger per remote), so a
 * team filters its own lines: `jq 'select(.part == "catalog")'`. LOG_LEVEL (default info).
 */
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const streams: pino.StreamEntry[] = [{ stream: pino.destination(1) }];
  if (env.SHELL_LOG_FILE)
    streams.push({ stream: pino.destination({ dest: env.SHELL_LOG_FILE, append: true, mkdir: true }) });
  return pino({ level: env.LOG_LEVEL ?? 'info' }, pino.multistream(streams));
}
