/**
 * The badge a page rendered with a signed override carries, so its developer never mistakes it for
 * the deployed site: which part is overridden, by which build, until when, and a link that ends
 * the override. It is in the HTML (outside the app's root, so hydration never sees it), works
 * without scripts, and is a labelled landmark. Its stylesheet goes into the head and the page's
 * Content-Security-Policy allows it by its hash.
 */
import { createHash } from 'node:crypto';
import type { Override } from '@shared-data/hosting/override-token';

const CLASS = 'codeyatra-override';

export const BADGE_STYLE = `.${CLASS}{position:fixed;inset-inline-end:1rem;inset-block-end:1rem;z-index:2147483647;max-inline-size:min(30rem,calc(100vw - 2rem));box-sizing:border-box;padding:.75rem 1rem;border:2px solid #fde68a;border-radius:.5rem;background:#1f2937;color:#fff;font:14px/1.45 system-ui,sans-serif;overflow-wrap:anywhere;box-shadow:0 4px 12px rgb(0 0 0/.35)}.${CLASS} p{margin:0 0 .4rem}.${CLASS} a{color:#fde68a;font-weight:600}`;

/** The CSP source that allows the badge's stylesheet. */
export const BADGE_STYLE_HASH = `'sha256-${createHash('sha256').update(BADGE_STYLE, 'utf8').digest('base64')}'`;

/** Where the badge's link ends the override. */
export const CLEAR_PATH = '/_override/clear';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * The badge for a page at `path` (where its link comes back to). `problem`: why the build could not
 * be loaded (the page then shows the deployed version).
 */
export function badgeHtml(override: Override, path: string, problem?: string): string {
  const until = new Date(override.expires).toISOString();
  const url = escapeHtml(override.url);
  const what = problem
    ? `<p><strong>Override of ${override.part} not applied:</strong> its build at <code>${url}</code> could not be loaded (${escapeHtml(problem)}). This page shows the deployed version.</p>`
    : `<p><strong>${override.part} is overridden</strong> for this browser by the build at <code>${url}</code>, until <time datetime="${until}">${until.slice(11, 16)} UTC</time>.</p>`;
  const clear = `${CLEAR_PATH}?to=${encodeURIComponent(path)}`;
  return `<aside class="${CLASS}" aria-label="Override of ${override.part}">${what}<p><a href="${escapeHtml(clear)}">Stop the override</a></p></aside>`;
}

/** The page with the badge's stylesheet at the end of its head and the badge at the end of its body. */
export function withBadge(html: string, badge: string): string {
  const head = html.indexOf('</head>');
  const body = html.lastIndexOf('</body>');
  if (head < 0 || body < head) return html;
  return `${html.slice(0, head)}<style>${BADGE_STYLE}</style>${html.slice(head, body)}${badge}\n${html.slice(body)}`;
}
