import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND } from '@shared-data/content-site';
import { ServerStatusPage, type ServerStatus } from '../../pages/ServerStatusPage';
import { documentTitle } from '../../seo/page-meta';

const TITLES: Record<ServerStatus, string> = { 400: 'Bad Request', 500: 'Something Went Wrong' };

/**
 * A whole document for an error the page router never sees (a URL that cannot be decoded, a
 * failure of the server itself): the site's styles, a heading, a way home, no scripts.
 */
export function statusDocument(code: ServerStatus, styles: readonly string[]): string {
  const title = TITLES[code];
  const links = styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${documentTitle(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${links}</head><body><p><a href="/">${BRAND}</a></p>${renderToStaticMarkup(<ServerStatusPage code={code} />)}</body></html>`;
}
