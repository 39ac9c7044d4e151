import { redirect, type LoaderFunctionArgs } from '@shared-data/platform/router';
import { EXTERNAL_URLS, resourceRedirectTarget } from '@shared-data/content-site';

/**
 * Redirect targets come only from shared-data's tables: nothing in the URL's query can choose
 * where a visitor is sent.
 */
export function authRedirectLoader() {
  return redirect(EXTERNAL_URLS.authenticate);
}

export function resourceRedirectLoader({ params }: LoaderFunctionArgs) {
  const type = params.type ?? '';
  const target = resourceRedirectTarget(type);
  if (!target) {
    console.error(`Unknown resource type "${type}": sending the visitor to /404`);
    return redirect('/404');
  }
  return redirect(target);
}
