// Starting and stopping the parts' servers as child processes (node directly: npx would not pass
// SIGTERM on), and waiting until one answers.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { ROOT } = require('./parts.cjs');

/** Resolves once `url` answers (any status), or rejects after `timeoutMs`. */
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
 * Starts one part's server. `env` adds to the environment (PORT, REMOTES_FILE, ...).
 * @returns {{ child: import('node:child_process').ChildProcess, stop: () => Promise<void> }}
 */
function startPart(part, { env = {}, stdio = 'inherit' } = {}) {
  const child = spawn(process.execPath, part.args, {
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

module.exports = { waitForUrl, startPart };
