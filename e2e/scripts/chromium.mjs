// Where Debian's Chromium lives; Playwright never downloads a browser on these machines.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
