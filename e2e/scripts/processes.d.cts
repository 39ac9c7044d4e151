import type { ChildProcess, StdioOptions } from 'node:child_process';
import type { Part } from './parts.cjs';

export declare function waitForUrl(url: string, timeoutMs?: number): Promise<void>;
export declare function startPart(
  part: Part,
  options?: { env?: Record<string, string>; stdio?: StdioOptions },
): { child: ChildProcess; stop: () => Promise<void> };
