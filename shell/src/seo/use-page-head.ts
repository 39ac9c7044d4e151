import { useEffect, useRef } from 'react';
import type { PageParams } from '@shared-data/contracts';
import type { Region } from '@shared-data/rules';
import { usePlatform } from '@shared-data/platform';
import type { RouteHandle } from '../navigation/route-handle';

/** The head written by the server: the first page needs nothing from the browser. */
const serverWroteHead = () => document.head.querySelector('[data-head]') !== null;

/**
 * Keeps the document's head in step with the page shown (title, meta, canonical, structured data)
 * after client-side navigations: the page's module gives its own head; the code that asks for it
 * and turns it into tags loads on the first navigation. The server writes the first page's head.
 */
export function usePageHead(handle: RouteHandle, params: PageParams, path: string, region: Region) {
  const platform = usePlatform();
  // The params object changes identity on every render; its values are what matter.
  const paramsKey = JSON.stringify(params);
  const firstRun = useRef(true);
  useEffect(() => {
    const first = firstRun.current;
    firstRun.current = false;
    if (first && serverWroteHead()) return undefined;
    let current = true;
    const origin = window.location.origin;
    void import(/* webpackChunkName: "page-head" */ './page-head').then(async ({ applyHead, headOf, pageHead }) => {
      const head = await headOf(handle, JSON.parse(paramsKey) as PageParams, { region, origin }, platform);
      if (current) applyHead(pageHead({ head, path, origin, region }));
    });
    return () => {
      current = false;
    };
  }, [handle, paramsKey, path, region, platform]);
}
