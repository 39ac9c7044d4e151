// Debian's Chromium and the flags it runs with here; Playwright never downloads a browser on these
// machines. Without the background-networking flags Chromium keeps trying hosts this network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
