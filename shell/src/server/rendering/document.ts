import fs from 'node:fs';
import path from 'node:path';
import { inlineSheet, type InlineSheet } from '../styles';

/** The shell's index.html from its browser build, with the places the server fills. */
export interface DocumentTemplate {
  /** The shell's own stylesheets (layout, tokens, fallbacks), as URLs. */
  styles: readonly string[];
  /** Those stylesheets' text, to inline (a shell deploy restarts the server, so read once). */
  sheets: ReadonlyMap<string, InlineSheet>;
  /** The scripts every page needs with the shell's entry (bootstrap, shared libraries), as URLs. */
  startupScripts: readonly string[];
  /** The shell's entry, run after the startup scripts. */
  entryScripts: readonly string[];
  fill(parts: { head: string; body: string; data: string }): string;
}

const MARKERS = { head: '<!--app-head-->', body: '<!--app-html-->', data: '<!--app-data-->' } as const;

export function loadTemplate(publicDir: string): DocumentTemplate {
  const file = path.join(publicDir, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  for (const marker of Object.values(MARKERS)) {
    if (!html.includes(marker)) throw new Error(`${file} has no ${marker}`);
  }
  const assets = JSON.parse(fs.readFileSync(path.join(publicDir, 'ssr-assets.json'), 'utf8')) as {
    css: string[];
    startupJs?: string[];
    entryJs?: string[];
  };
  const styles = assets.css.map((file) => `/${file}`);
  const sheets = new Map(
    assets.css.map((file) => [
      `/${file}`,
      inlineSheet(fs.readFileSync(path.join(publicDir, file), 'utf8'), `/${file}`),
    ]),
  );
  const startupScripts = (assets.startupJs ?? []).map((file) => `/${file}`);
  const entryScripts = (assets.entryJs ?? []).map((file) => `/${file}`);
  const [beforeHead, afterHead] = html.split(MARKERS.head) as [string, string];
  const [beforeBody, afterBody] = afterHead.split(MARKERS.body) as [string, string];
  const [beforeData, afterData] = afterBody.split(MARKERS.data) as [string, string];
  return {
    styles,
    sheets,
    startupScripts,
    entryScripts,
    fill: ({ head, body, data }) => `${beforeHead}${head}${beforeBody}${body}${beforeData}${data}${afterData}`,
  };
}
