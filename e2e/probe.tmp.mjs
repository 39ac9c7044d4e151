import { chromium } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, NO_EXTERNAL_HOSTS } from '/work/main/e2e/scripts/chromium.mjs';
const out = {};
for (const exe of ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']) {
  const browser = await chromium.launch({ executablePath: exe, args: [...CHROMIUM_ARGS, NO_EXTERNAL_HOSTS], env: { ...process.env, FONTCONFIG_FILE: path.resolve('scripts/fonts.conf') } });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('http://localhost:3000/privacy-policy');
  await page.waitForSelector('html[data-interactive="true"]', { state: 'attached' });
  out[exe] = await page.evaluate(() => [...document.querySelectorAll('body *')].map((e, i) => [i, e.tagName + '.' + (e.className?.baseVal ?? e.className) , Math.round(e.getBoundingClientRect().height * 100) / 100, (e.textContent || '').slice(0, 40)]));
  await browser.close();
}
const [a, b] = Object.values(out);
let shown = 0;
for (let i = 0; i < a.length && shown < 15; i++) if (a[i][2] !== b[i]?.[2]) { console.log(a[i], b[i]?.[2]); shown++; }
