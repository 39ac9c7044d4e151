/** Where the suite's shell server writes its log (pino, a JSON object a line) besides stdout. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';

export const SHELL_LOG_FILE = path.join(ROOT, 'e2e', 'shell-server.log');

/** How far the log has been written: read the lines after it with `logLinesSince`. */
export const logSize = () => (fs.existsSync(SHELL_LOG_FILE) ? fs.statSync(SHELL_LOG_FILE).size : 0);

/** The log's lines written since `start` (a `logSize()`), as the JSON objects pino wrote. */
export const logLinesSince = (start: number) =>
  fs
    .readFileSync(SHELL_LOG_FILE, 'utf8')
    .slice(start)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
