// Debian's Chromium and the flags it runs with here; Playwright never downloads a browser on these
// machines. Without the background-networking flags Chromium keeps trying hosts this network refuses.
/** The full browser: what the bench's Lighthouse and first-load readings drive, as a visitor runs it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Playwright suite's browser: Debian's build of Chromium's headless shell (the package
 * chromium-headless-shell, the same version and Blink as CHROMIUM_PATH), which is what Playwright
 * itself runs for headless tests. The full browser in its headless mode took about 0.45 s to open a
 * context and page and 1.2 s from `load` to hydration on /about; the shell 0.15 s and 0.45 s (the
 * same machine, one after the other). Pages look the same in both: the visual baselines matched but
 * for a code span in the browser's default fixed font, which each build picks differently.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The Debian packages of the fonts `fonts.conf` lets Chromium use, and their folders (the same as there). */
export const FONT_PACKAGES = {
  'fonts-dejavu-core': '/usr/share/fonts/truetype/dejavu',
  'fonts-liberation': '/usr/share/fonts/truetype/liberation',
};

/**
 * For the end-to-end suite: no host resolves but this machine's, so no request leaves it and one
 * that tries fails at once (tests/fixtures.ts answers them locally for the tests that follow a link out).
 */
export const NO_EXTERNAL_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';
