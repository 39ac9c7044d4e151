// Makes sure Debian's Chromium is installed before the Playwright suite runs: installs it with
// apt-get when running as root, otherwise says what to run.
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium.mjs';

if (fs.existsSync(CHROMIUM_PATH)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
      'or set CHROMIUM_PATH to an installed Chromium.',
  );
  process.exit(1);
}
console.log('Installing Debian Chromium for the end-to-end suite…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
  process.exit(1);
}
