import { redirect, type LoaderFunctionArgs } from 'shared-data/router';
import { EXTERNAL_URLS, getCourseNameBySlug, resourceRedirectTarget } from 'shared-data';

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

/** The learn page of an unknown course goes to /404 (spec section 5), on the server as in the browser. */
export function learnPageLoader({ params }: LoaderFunctionArgs) {
  if (getCourseNameBySlug(params.slug)) return null;
  console.error(`Unknown course "${params.slug ?? ''}" on the learn page: sending the visitor to /404`);
  return redirect('/404');
}
