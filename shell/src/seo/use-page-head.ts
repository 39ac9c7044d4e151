import { useEffect } from 'react';
import type { Region } from 'shared-data';
import type { RouteHandle } from '../navigation/route-handle';
import { applyHead, pageHead } from './page-head';

type Params = Readonly<Record<string, string | undefined>>;

/**
 * Keeps the document's head in step with the page shown (title, meta, canonical, structured data)
 * after client-side navigations. The server writes the first page's head itself.
 */
export function usePageHead(handle: RouteHandle, params: Params, path: string, region: Region) {
  // The params object changes identity on every render; its values are what matter.
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    applyHead(
      pageHead({ handle, params: JSON.parse(paramsKey) as Params, path, origin: window.location.origin, region }),
    );
  }, [handle, paramsKey, path, region]);
}
