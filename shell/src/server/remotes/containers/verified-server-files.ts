/**
 * The server files of the versions being run, as checked against their signed hashes (see
 * checks/version-files.ts): a server container's entry is evaluated from its checked copy
 * (entry-loader.ts), and so are its chunks. The federation runtime fetches a chunk with the global
 * `fetch` (through a plugin inside the container), so `fetch` is wrapped once: a URL inside a
 * version's server folder answers its checked copy, and a file the signed list does not name is
 * refused with a log line; every other URL goes through unchanged. So a file changed on the remote's
 * host after it was checked is never run, whatever the container's own code does.
 */
/** Each served folder, with how many loaded builds use it (one version has one per owners' versions). */
const folders = new Map<string, { label: string; files: ReadonlyMap<string, string>; users: number }>();
let installed = false;

/** The served folder a URL is inside, if any. */
function servedFolderOf(url: string) {
  for (const [folder, served] of folders) if (url.startsWith(folder)) return { folder, ...served };
  return null;
}

function answerFor(url: string): Response | null {
  const served = servedFolderOf(url);
  if (!served) return null;
  const text = served.files.get(url);
  if (text !== undefined) return new Response(text, { status: 200, headers: { 'content-type': 'text/javascript' } });
  console.error(`Remote ${served.label}: ${url.slice(served.folder.length)} is not in its signed file list: refused`);
  return new Response('not in the signed file list', { status: 403 });
}

function install() {
  if (installed) return;
  installed = true;
  const original = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = answerFor(url);
    return answer ? Promise.resolve(answer) : original(input, init);
  };
}

/**
 * Serves a version's checked server files from now on (`folder`: its server folder's URL, ending
 * in '/'); the returned function stops that (when the version is released).
 */
export function serveCheckedFiles(folder: string, label: string, files: ReadonlyMap<string, string>): () => void {
  install();
  const served = folders.get(folder);
  const entry = served?.files === files ? served : { label, files, users: 0 };
  entry.users += 1;
  folders.set(folder, entry);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    entry.users -= 1;
    if (entry.users === 0 && folders.get(folder) === entry) folders.delete(folder);
  };
}

/** The checked text of a file, or null when none is served at that URL. */
export function checkedText(url: string): string | null {
  return servedFolderOf(url)?.files.get(url) ?? null;
}
