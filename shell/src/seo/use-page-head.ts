import { useEffect, useRef } from 'react';
import type { Region } from 'shared-data';
import type { RouteHandle } from '../navigation/route-handle';

type Params = Readonly<Record<string, string | undefined>>;

/** The head written by the server: the first page needs nothing from the browser. */
const serverWroteHead = () => document.head.querySelector('[data-head]') !== null;

/**
 * Keeps the document's head in step with the page shown (title, meta, canonical, structured data)
 * after client-side navigations. The server writes the first page's head itself, so the code and
 * content that compute a head (page-head, with every page's meta and structured data) load on the
 * first navigation, not with the page.
 */
export function usePageHead(handle: RouteHandle, params: Params, path: string, region: Region) {
  // The params object changes identity on every render; its values are what matter.
  const paramsKey = JSON.stringify(params);
  const firstRun = useRef(true);
  useEffect(() => {
    const first = firstRun.current;
    firstRun.current = false;
    if (first && serverWroteHead()) return undefined;
    let current = true;
    void import(/* webpackChunkName: "page-head" */ './page-head').then(({ applyHead, pageHead }) => {
      if (!current) return;
      applyHead(
        pageHead({ handle, params: JSON.parse(paramsKey) as Params, path, origin: window.location.origin, region }),
      );
    });
    return () => {
      current = false;
    };
  }, [handle, paramsKey, path, region]);
}
