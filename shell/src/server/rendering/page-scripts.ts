/**
 * How a page's scripts are loaded: after its first paint. The HTML lists them (a JSON block) and
 * one small inline script, the same on every page (the Content-Security-Policy allows it by its
 * hash), asks for them once the browser has painted: to preload, each rendered remote's manifest,
 * entry and module chunks, then the shell's startup chunks and entry in order, all at once so none
 * waits for the script before it. Nothing the page shows waits for a script, and no download
 * competes with the HTML for the first paint. (A page read without JavaScript is whole; its
 * stylesheets are in its HTML, whole: styles/inline-styles.ts.)
 */
import { createHash } from 'node:crypto';
import { EARLY_EVENTS_SOURCE } from '@shared-data/platform';
// A subpath of its own: only the server writes it into the page, so no browser bundle carries it.
import { INVOKER_COMMANDS_SOURCE } from '@shared-data/platform/invoker-commands';

export const PAGE_SCRIPTS_ID = 'codeyatra-scripts';

export interface PageScripts {
  /** Run in this order: the shell's startup chunks, then its entry. */
  run: readonly string[];
  /** Fetched at once for what the scripts will ask for: remote manifests (`fetch`) and scripts. */
  preload: readonly { href: string; as: 'script' | 'fetch' }[];
  /** The signed hash of each remote file among them, by URL: its `integrity` (and CORS mode). */
  integrity?: Readonly<Record<string, string>>;
}

/**
 * After the next frame is painted (or within 200 ms where frames are not drawn, as in a hidden
 * tab): preloads, then the scripts, kept in order (`async = false`). Each task adds elements
 * until `LOADER_BUDGET_MS` have passed, then yields: asking for a request costs the main thread
 * from under a millisecond to a few on a slow phone, and a home page asks for 17. (In one task they
 * blocked input for 100 ms; six per task still took 4-28 ms in Lighthouse's traces.)
 */
const LOADER_BUDGET_MS = 4;
export const LOADER_SOURCE = `(function(){var d=document,s=JSON.parse(d.getElementById('${PAGE_SCRIPTS_ID}').textContent),done=false,q=[];function add(t,f){q.push(function(){var e=d.createElement(t);f(e);(t==='script'?d.body:d.head).appendChild(e)})}function sri(l,h){var i=s.integrity&&s.integrity[h];if(i){l.integrity=i;l.crossOrigin='anonymous'}}function next(){var t=performance.now();do{q.shift()()}while(q.length&&performance.now()-t<${LOADER_BUDGET_MS});if(q.length)setTimeout(next,0)}function go(){if(done)return;done=true;s.preload.forEach(function(p){add('link',function(l){l.rel='preload';l.as=p.as;l.href=p.href;if(p.as==='fetch')l.crossOrigin='anonymous';sri(l,p.href)})});s.run.forEach(function(u){add('script',function(e){e.src=u;e.async=false})});next()}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})();`;

const cspHash = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * First in the head: records the taps on controls that need code until the code is there
 * (early-events.ts), and answers invoker buttons in a browser without Invoker Commands (invoker-commands.ts).
 */
const EARLY_SOURCE = EARLY_EVENTS_SOURCE + INVOKER_COMMANDS_SOURCE;

/** The CSP sources that allow the page's two inline scripts: the loader and the early script. */
export const INLINE_SCRIPT_HASHES = [cspHash(LOADER_SOURCE), cspHash(EARLY_SOURCE)];

export const earlyEventsHtml = `<script>${EARLY_SOURCE}</script>`;

/** The JSON is read by the loader only; nothing in it can close its element. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function pageScriptsHtml(scripts: PageScripts): string {
  return `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${json(scripts)}</script>\n<script>${LOADER_SOURCE}</script>`;
}
