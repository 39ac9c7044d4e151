/**
 * WebKitGTK as a visitor: Debian's webkit2gtk-driver (WebKitWebDriver) starts WebKitGTK's
 * MiniBrowser in automation mode (an ephemeral profile), driven by selenium-webdriver over WebDriver
 * classic. WebKitGTK has no headless mode, so it draws in an Xvfb of its own, on a display Xvfb
 * picks itself (-displayfd), stopped by its PID with the driver. Page scripts are turned off with
 * MiniBrowser's --enable-javascript-markup=false (the driver's own scripts still run). Classic
 * WebDriver does not report a page's uncaught errors. Requests to other sites are not intercepted:
 * `goto` waits for the new document to be parsed, not for its `load` (pageLoadStrategy 'none':
 * with 'eager' or 'normal' the driver's script calls waited on a load that, after a resize of the
 * window, did not end). MiniBrowser's window is at least 447 px wide (its toolbar): a narrower
 * viewport is that wide.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, WebElement, type WebDriver } from 'selenium-webdriver';
import { WEBKIT_BROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from '../../scripts/other-browsers.mjs';
import { freePort } from './servers';
import { waitFor, type Visitor, type VisitorOptions } from './visitor';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts Xvfb on a free display; resolves with the process and its display number. */
function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    xvfb.stderr!.on('data', (chunk: Buffer) => (log += String(chunk)));
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${log.slice(-500)}`)));
    xvfb.stdio[3]!.once('data', (chunk: Buffer) => resolve({ xvfb, display: `:${String(chunk).trim()}` }));
  });
}

/** Waits until the WebDriver server answers its status. */
async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer within 15 s');
    await sleep(100);
  }
}

const stop = (child: ChildProcess | undefined) => {
  if (child?.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
};

class WebKitVisitor implements Visitor {
  readonly pageErrors = 'not reported by this driver' as const;

  constructor(
    private readonly driver: WebDriver,
    private readonly processes: ChildProcess[],
    private readonly origin: string,
    readonly version: string,
  ) {}

  async goto(path: string) {
    const url = `${this.origin}${path}`;
    // A mark on the page being left: the next document is the one without it.
    await this.evaluate('(window.__visitorLeaving = true)');
    await this.driver.get(url);
    await waitFor(
      this,
      `!window.__visitorLeaving && location.href === ${JSON.stringify(url)} && document.readyState !== 'loading'`,
      `${path} to be loaded`,
      30_000,
    );
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.driver.executeScript(`return (${expression});`);
  }

  async click(find: string) {
    const element: unknown = await this.driver.executeScript(`return (${find});`);
    if (!(element instanceof WebElement)) throw new Error(`${this.version}: nothing to click for ${find}`);
    // WebKitWebDriver's own scrolling into view leaves an element below the fold "not interactable"
    // (a path card's info button at 1280 × 800): scroll it to the middle first, as a visitor would.
    await this.driver.executeScript(`arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' });`, element);
    await element.click();
  }

  async setViewport(width: number, height: number) {
    // The window's rectangle includes MiniBrowser's own frame, and GTK resizes it some time after
    // the driver's call returns: resize, wait until the page's size has settled, correct by the
    // difference, a few times (a narrower window than MiniBrowser allows stays at its least).
    const window = this.driver.manage().window();
    let shown = await this.innerSize();
    let outer = { width, height };
    for (let attempt = 0; attempt < 4 && (shown[0] !== width || shown[1] !== height); attempt++) {
      await window.setRect(outer);
      const before = shown;
      shown = await this.settledSize(before);
      if (shown[0] === before[0] && shown[1] === before[1]) break;
      outer = { width: outer.width + width - shown[0], height: outer.height + height - shown[1] };
    }
    return shown;
  }

  private innerSize() {
    return this.evaluate<[number, number]>('[innerWidth, innerHeight]');
  }

  /** The page's size once it has changed from `before` (or 2 s passed) and stayed for 150 ms. */
  private async settledSize(before: [number, number]): Promise<[number, number]> {
    const deadline = Date.now() + 2_000;
    let last = await this.innerSize();
    let since = Date.now();
    for (;;) {
      await sleep(50);
      const now = await this.innerSize();
      if (now[0] !== last[0] || now[1] !== last[1]) [last, since] = [now, Date.now()];
      const changed = last[0] !== before[0] || last[1] !== before[1];
      if ((changed && Date.now() - since >= 150) || Date.now() > deadline) return last;
    }
  }

  async close() {
    try {
      await this.driver.quit();
    } finally {
      this.processes.forEach(stop);
    }
  }
}

export async function launchWebKit(origin: string, { javaScript }: VisitorOptions): Promise<Visitor> {
  const processes: ChildProcess[] = [];
  try {
    const { xvfb, display } = await startXvfb();
    processes.push(xvfb);
    const port = await freePort();
    const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    });
    processes.unshift(server);
    const url = `http://127.0.0.1:${port}`;
    await driverReady(url, server);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': {
          binary: WEBKIT_BROWSER_PATH,
          args: ['--automation', ...(javaScript ? [] : ['--enable-javascript-markup=false'])],
        },
      })
      .build();
    const capabilities = await driver.getCapabilities();
    const version = `WebKitGTK ${String(capabilities.get('browserVersion'))}`;
    return new WebKitVisitor(driver, processes, origin, version);
  } catch (error) {
    processes.forEach(stop);
    throw error;
  }
}
