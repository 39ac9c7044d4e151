import type { ChildProcess, StdioOptions } from 'node:child_process';
import type { Part } from '@shared-data/parts';

/** The static host every remote's build is served by. */
export declare const STATIC_HOST: string;
/** How a part's production server starts, from its folder: node with these arguments. */
export declare function commandOf(part: Pick<Part, 'name'>): string[];
/** Resolves once `url` answers (any status), or rejects after `timeoutMs`. */
export declare function waitForUrl(url: string, timeoutMs?: number): Promise<void>;
/** Starts one part's production server on `part.port`. */
export declare function startPart(
  part: Part,
  options?: { env?: Record<string, string>; stdio?: StdioOptions },
): { child: ChildProcess; stop: () => Promise<void> };
