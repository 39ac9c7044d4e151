/**
 * React's server render of a page's body, two ways to the same HTML. A page whose every section
 * is loaded already (the common case: the code and content the page reads are in memory after
 * its first render) is rendered at once, as a string; React's streaming render, which waits for
 * whatever is still loading, is three times slower on the same tree (it encodes every piece of
 * markup into bytes as it goes), so it is used only when the render at once could not finish.
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { ResourceCache } from '@shared-data/platform';

/** A render that has not finished within this time is cut short (sections still loading render their fallback). */
export const RENDER_BUDGET_MS = 5000;

/**
 * The render at once: null when a section was still loading or threw (React then puts its
 * fallback in, marked `<!--$!-->` for the browser to render it: not what the streaming render
 * sends). The loads it started go on, in `resources`, for the streaming render to wait for.
 */
export function renderAtOnce(element: ReactNode, resources: ResourceCache): string | null {
  let html: string;
  try {
    html = renderToString(element);
  } catch {
    // Something outside every Suspense boundary was still loading.
    return null;
  }
  return resources.settled() && !html.includes('<!--$!') ? html : null;
}

/** Hears of an error a component threw, with React's component stack (which names the fragment's caller). */
export type RenderErrorListener = (error: unknown, componentStack?: string) => void;

/**
 * The streaming render: waits for every section (within the budget), then gives the whole body.
 * `onError` hears of each error a component threw (its section then renders its fallback).
 */
export function renderWhenReady(
  element: ReactNode,
  onError: RenderErrorListener = (error) => console.error('Server render error', error),
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Wait for every section: crawlers and visitors without JavaScript get the whole page, in
      // order. No boundary is outlined (streamed apart, for a script to move into place).
      onAllReady: () => stream.pipe(sink),
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error, info) => onError(error, info.componentStack ?? undefined),
    });
    const timer = setTimeout(
      () => stream.abort(new Error(`render took longer than ${RENDER_BUDGET_MS} ms`)),
      RENDER_BUDGET_MS,
    );
  });
}
