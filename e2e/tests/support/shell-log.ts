/** Where the suite's shell server writes its log (pino, a JSON object a line) besides stdout. */
import path from 'node:path';
import { ROOT } from '@shared-data/parts';

export const SHELL_LOG_FILE = path.join(ROOT, 'e2e', 'shell-server.log');
