// The two browsers besides Chromium that other-browsers.spec.ts drives, from Debian's packages:
// Firefox ESR (firefox-esr; over WebDriver BiDi with puppeteer-core) and WebKitGTK (its WebDriver,
// webkit2gtk-driver, starts WebKitGTK's MiniBrowser; selenium-webdriver), which draws in an X server
// of its own (Xvfb, from xvfb). Playwright never downloads its own browsers on these machines.
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = '/usr/bin/Xvfb';
/** The browser WebKitWebDriver starts (the default of libwebkit2gtk-4.1-0 on amd64). */
export const WEBKIT_BROWSER_PATH =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
