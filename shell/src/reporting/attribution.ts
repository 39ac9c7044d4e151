/**
 * Whose code threw: the part and version named by the first script URL of an error's stack (or
 * its file name). A remote's scripts live under its host's folder (`remotes.json`), a version's under
 * `v/<version>/` there, so a URL names both; any other script is the shell's. Used by the browser's
 * reporter and by the server for its render errors (server containers are loaded from the same
 * folders).
 */
export interface Owner {
  /** A remote's name, 'shell', or 'unknown' when the stack names no script. */
  part: string;
  /** The version in the URL; 'current' for a remote's unversioned file; 'shell' for the shell's. */
  version: string;
}

export const UNKNOWN_OWNER: Owner = { part: 'unknown', version: 'unknown' };

const URLS = /\bhttps?:\/\/[^\s()'"<>]+/g;
const VERSION = /^v\/([A-Za-z0-9_-]{1,64})\//;

/**
 * @param text an error's stack, or a script URL
 * @param bases each remote's folder (its manifest URL in remotes.json, or that URL's folder)
 */
export function ownerOf(text: string, bases: Readonly<Record<string, string>>): Owner {
  const folders = Object.entries(bases)
    .map(([part, url]) => [part, new URL('.', url).href] as const)
    // The deepest folder first: two remotes may share an origin.
    .sort((a, b) => b[1].length - a[1].length);
  for (const [url] of text.matchAll(URLS)) {
    const found = folders.find(([, folder]) => url.startsWith(folder));
    if (!found) return { part: 'shell', version: 'shell' };
    const [part, folder] = found;
    return { part, version: VERSION.exec(url.slice(folder.length))?.[1] ?? 'current' };
  }
  return UNKNOWN_OWNER;
}
