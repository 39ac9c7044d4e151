import fs from 'node:fs';
import path from 'node:path';

/** The shell's index.html from its browser build, with the places the server fills. */
export interface DocumentTemplate {
  /** The shell's own stylesheets (layout, tokens, fallbacks), as URLs. */
  styles: readonly string[];
  /** The scripts every page needs right after the shell's entry (bootstrap, shared libraries), as URLs. */
  startupScripts: readonly string[];
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
  };
  const styles = assets.css.map((file) => `/${file}`);
  const startupScripts = (assets.startupJs ?? []).map((file) => `/${file}`);
  const [beforeHead, afterHead] = html.split(MARKERS.head) as [string, string];
  const [beforeBody, afterBody] = afterHead.split(MARKERS.body) as [string, string];
  const [beforeData, afterData] = afterBody.split(MARKERS.data) as [string, string];
  return {
    styles,
    startupScripts,
    fill: ({ head, body, data }) => `${beforeHead}${head}${beforeBody}${body}${beforeData}${data}${afterData}`,
  };
}
