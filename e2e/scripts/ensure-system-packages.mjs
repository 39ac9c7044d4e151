// Makes sure the Debian packages the Playwright suite needs are installed before it runs: Chromium
// (its headless shell, the suite's browser, and the full browser, the bench's), a Java runtime (for
// the Nu HTML checker, vnu.jar from the vnu-jar package) and nginx (the CDN of cdn-redeploy.spec.ts,
// run as the current user; NGINX_PATH to use another), the two other browsers of
// other-browsers.spec.ts: Firefox ESR, and WebKitGTK's WebDriver (which brings WebKitGTK and its
// MiniBrowser) with the X server it draws in (Xvfb), and the fonts Chromium is limited to (DejaVu
// and Liberation, scripts/fonts.conf).
// Installs what is missing with apt-get when running as root, otherwise says what to run.
import fs from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';
import { NGINX_PATH } from '@shared-data/tooling/commands/cdn-config';
import { CHROMIUM_PATH, FONT_PACKAGES, HEADLESS_SHELL_PATH } from './chromium.mjs';
import { FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from './other-browsers.mjs';

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/** Each Debian package the suite needs, by a file it installs. */
const PACKAGES = {
  chromium: CHROMIUM_PATH,
  'chromium-headless-shell': HEADLESS_SHELL_PATH,
  nginx: NGINX_PATH,
  'firefox-esr': FIREFOX_PATH,
  'webkit2gtk-driver': WEBKIT_DRIVER_PATH,
  xvfb: XVFB_PATH,
  ...FONT_PACKAGES,
};

const missing = [
  ...Object.entries(PACKAGES).flatMap(([name, file]) => (fs.existsSync(file) ? [] : [name])),
  ...(hasJava() ? [] : ['default-jre-headless']),
];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `The end-to-end suite needs ${missing.join(' and ')}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
      (missing.includes('chromium') ? 'or set CHROMIUM_PATH to an installed Chromium.\n' : '') +
      (missing.includes('chromium-headless-shell')
        ? 'or set HEADLESS_SHELL_PATH to an installed Chromium headless shell.\n'
        : '') +
      (missing.includes('nginx') ? 'or set NGINX_PATH to an installed nginx.\n' : '') +
      (missing.includes('firefox-esr') ? 'or set FIREFOX_PATH to an installed Firefox.\n' : ''),
  );
  process.exit(1);
}
console.log(`Installing Debian's ${missing.join(' and ')} for the end-to-end suite…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
  stdio: 'inherit',
});
const stillMissing = Object.values(PACKAGES).filter((file) => !fs.existsSync(file));
if (!hasJava()) stillMissing.push('java');
if (stillMissing.length) {
  console.error(`apt-get finished but ${stillMissing.join(' and ')} is still missing.`);
  process.exit(1);
}
