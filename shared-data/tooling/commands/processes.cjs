// @ts-check
// Starting and stopping the parts' production servers as child processes (node directly: npx would
// not pass SIGTERM on), and waiting until one answers: `npm run serve` (serve.mjs), the e2e suite and
// the bench. A remote's build is served by the static-host command, the shell by its own server.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { ROOT, SHELL_PART } = require('@shared-data/parts');

/** The static host every remote's build is served by, with a remote's options. */
const STATIC_HOST = path.join(__dirname, 'static-host.mjs');

/**
 * How a part's production server starts, from its folder: node with these arguments.
 * @param {{ name: string }} part
 */
const commandOf = (part) =>
  part.name === SHELL_PART.name ? ['dist/server/main.js'] : [STATIC_HOST, '--cors', '--spa', 'dist'];

/**
 * Resolves once `url` answers (any status), or rejects after `timeoutMs`.
 * @param {string} url
 */
async function waitForUrl(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Starts one part's production server on `part.port`. `env` adds to the environment (PORT,
 * REMOTES_FILE, ...).
 * @param {{ name: string, dir: string, port: number }} part
 * @param {{ env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} [options]
 * @returns {{ child: import('node:child_process').ChildProcess, stop: () => Promise<void> }}
 */
function startPart(part, { env = {}, stdio = 'inherit' } = {}) {
  const child = spawn(process.execPath, commandOf(part), {
    cwd: path.join(ROOT, part.dir),
    env: { ...process.env, PORT: String(part.port), ...env },
    stdio,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

module.exports = { waitForUrl, startPart, commandOf, STATIC_HOST };
