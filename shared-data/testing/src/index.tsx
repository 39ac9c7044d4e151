/**
 * Test helpers for every part: a page or fragment rendered as the shell renders it, on a platform
 * whose federated modules come from the test. Only tests import this entry.
 */
import { act, useState, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render, type RenderResult } from '@testing-library/react';
import type { RemoteName } from '@shared-data/contracts';
import { PlatformProvider, ResourceCache, type Platform } from '@shared-data/platform';

/** Loads an exposed module in a test: resolve a stand-in component, or reject to play a remote that is down. */
export type TestModuleLoader = (remote: RemoteName, exposed: string, attempt: number) => Promise<unknown>;

const noModules: TestModuleLoader = (remote, exposed) =>
  Promise.reject(new Error(`The test gave no module for ${remote} ${exposed}`));

export function testPlatform(load: TestModuleLoader = noModules): Platform {
  return { loadModule: (remote, exposed, attempt) => load(remote, exposed, attempt) as never };
}

/** A platform and a fresh resource cache around `children`: what the shell gives every page. */
export function PlatformFixture({
  load,
  resources,
  children,
}: {
  load?: TestModuleLoader;
  resources?: ResourceCache;
  children: ReactNode;
}) {
  const [platform] = useState(() => testPlatform(load));
  const [cache] = useState(() => resources ?? new ResourceCache());
  return (
    <PlatformProvider platform={platform} resources={cache}>
      {children}
    </PlatformProvider>
  );
}

/**
 * Renders `ui` and lets everything it loads settle (React only retries a suspended component
 * inside an awaited act).
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as RenderResult;
}

/**
 * What a browser does with a server-rendered page: puts the server's `html` in a container in the
 * document and hydrates `ui` over it, letting what it loads settle. `recovered` collects the
 * errors React recovered from (a mismatch between the two renders is one). Empty the document's
 * body after each test.
 */
export async function hydrateServerHtml(
  html: string,
  ui: ReactElement,
): Promise<{ container: HTMLElement; recovered: unknown[] }> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: (error) => recovered.push(error) });
  });
  return { container, recovered };
}
