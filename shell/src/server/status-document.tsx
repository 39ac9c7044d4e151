import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND } from 'shared-data';
import { BadRequestPage } from '../pages/BadRequestPage';
import { ServerErrorPage } from '../pages/ServerErrorPage';
import { documentTitle } from '../seo/page-meta';

const PAGES = {
  400: { title: 'Bad Request', Page: BadRequestPage },
  500: { title: 'Something Went Wrong', Page: ServerErrorPage },
} as const;

/**
 * A whole document for an error the page router never sees (a URL that cannot be decoded, a
 * failure of the server itself): the site's styles, a heading, a way home, no scripts.
 */
export function statusDocument(code: keyof typeof PAGES, styles: readonly string[]): string {
  const { title, Page } = PAGES[code];
  const links = styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${documentTitle(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${links}</head><body><p><a href="/">${BRAND}</a></p>${renderToStaticMarkup(<Page />)}</body></html>`;
}
