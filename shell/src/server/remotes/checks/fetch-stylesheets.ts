import { inlineSheet, type InlineSheet } from '../../styles';

/** Fetches stylesheets (a remote version's, immutable), inlinable by URL; one that fails is linked instead. */
export async function fetchSheets(urls: readonly string[], timeoutMs: number): Promise<Map<string, InlineSheet>> {
  const sheets = new Map<string, InlineSheet>();
  await Promise.all(
    urls.map(async (url) => {
      try {
        const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (answer.ok) sheets.set(url, inlineSheet(await answer.text(), url));
      } catch {
        // Linked, not inlined: the page still gets its styles.
      }
    }),
  );
  return sheets;
}
