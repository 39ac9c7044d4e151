import { inlineSheet, type InlineSheet } from '../../styles';
import { RefusedPointer } from './fetch-pointer';
import type { VersionFiles } from './version-files';

/**
 * Fetches a version's stylesheets (immutable, checked against their signed hashes), inlinable by
 * URL; one that does not answer in time is linked instead; one that does not match refuses the version.
 */
export async function fetchSheets(
  files: VersionFiles,
  urls: readonly string[],
  timeoutMs: number,
): Promise<Map<string, InlineSheet>> {
  const sheets = new Map<string, InlineSheet>();
  await Promise.all(
    urls.map(async (url) => {
      const file = files.fileOf(url);
      if (!file) return;
      try {
        sheets.set(url, inlineSheet(await files.text(file, timeoutMs), url));
      } catch (error) {
        if (error instanceof RefusedPointer) throw error;
        // Linked, not inlined: the page still gets its styles.
      }
    }),
  );
  return sheets;
}
