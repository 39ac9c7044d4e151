#!/usr/bin/env node
// `npm run serve` / `npm start`: the composed production site. The four remotes' builds on their
// static hosts (3001-3004), then the shell's server on 3000, which renders every page from them.
// Stops all five on SIGINT or SIGTERM. The e2e suite starts it too (its Playwright webServer).
import fs from 'node:fs';
import parts from '@shared-data/parts';
import processes from './processes.cjs';

const { distOf, PARTS, REMOTE_PARTS, SHELL_PART, manifestUrlOf } = parts;
const { startPart, waitForUrl } = processes;

const missing = PARTS.filter((part) => !fs.existsSync(distOf(part)));
if (missing.length) {
  console.error(`No production build for: ${missing.map((part) => part.dir).join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}

const running = REMOTE_PARTS.map((part) => startPart(part));
await Promise.all(REMOTE_PARTS.map((part) => waitForUrl(manifestUrlOf(part.name))));
running.push(startPart(SHELL_PART));

let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await Promise.all(running.map((part) => part.stop()));
  process.exit(code);
};
for (const part of running) {
  part.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`A server stopped (exit code ${code}); stopping the others.`);
      void stop(1);
    }
  });
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
