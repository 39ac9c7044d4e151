/**
 * The W3C Nu HTML Checker (vnu.jar, from the vnu-jar package) as a local HTTP service: one Java
 * process per Playwright worker, started on first use, that checks HTML posted to it. Debian's Java
 * runs it (scripts/ensure-system-packages.mjs installs it with Chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './servers';

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

/**
 * What the checker's CSS parser does not know yet, though every current browser does: its messages
 * about these are the checker's, not the page's. Listed by name; nothing else is ignored.
 */
const CSS_THE_CHECKER_DOES_NOT_KNOW: { feature: string; said: (message: NuMessage) => boolean }[] = [
  {
    feature: 'container queries (container-type, container-name, @container)',
    said: ({ message }) => /“(container-type|container-name|container|@container)”/.test(message),
  },
  {
    feature: 'container query length units (cqi, cqw, cqh, cqb, cqmin, cqmax)',
    said: ({ message, extract }) =>
      /Parse Error/.test(message) && /\d(cqi|cqw|cqh|cqb|cqmin|cqmax)\b/.test(extract ?? ''),
  },
];

export function isCheckerCssGap(message: NuMessage): boolean {
  return message.message.startsWith('CSS:') && CSS_THE_CHECKER_DOES_NOT_KNOW.some(({ said }) => said(message));
}

const JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

export class NuChecker {
  private constructor(
    private readonly process: ChildProcess,
    private readonly origin: string,
  ) {}

  static async start(): Promise<NuChecker> {
    const port = await freePort();
    const child = spawn('java', ['-cp', JAR, 'nu.validator.servlet.Main', String(port)], {
      stdio: 'ignore',
    });
    const checker = new NuChecker(child, `http://127.0.0.1:${port}`);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`The Nu checker stopped (exit code ${child.exitCode}); is Java installed?`);
      try {
        await fetch(checker.origin);
        return checker;
      } catch {
        if (Date.now() > deadline) throw new Error('The Nu checker did not start within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /** The checker's errors for a document, but for its CSS parser's own gaps (listed above). */
  async errors(html: string): Promise<NuMessage[]> {
    const response = await fetch(`${this.origin}/?out=json`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: html,
    });
    const { messages } = (await response.json()) as { messages: NuMessage[] };
    return messages.filter((message) => message.type !== 'info' && !isCheckerCssGap(message));
  }

  stop(): void {
    this.process.kill();
  }
}

/** One line per message: what it says, and where. */
export const describeMessages = (messages: readonly NuMessage[]) =>
  messages
    .map((message) => `${message.message} (line ${message.lastLine}:${message.lastColumn}) ${message.extract ?? ''}`)
    .join('\n');
