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
