/**
 * The files a rendered page names, from what its render loaded: every stylesheet it rendered with
 * written into it (the first paint waits for nothing else, and no sheet is added after it; see
 * styles/inline-styles.ts), the remotes' scripts and manifests to preload, and the signed hashes
 * of the remote files among them (Subresource Integrity, ADR 0008).
 */
import { moduleIdsIn, type ResourceSnapshot } from '@shared-data/platform';
import type { PageIntegrity } from '../../integrity/page-integrity';
import { integrityByUrl, type VersionSetView } from '../remotes';
import { styleTags } from '../styles';
import type { DocumentTemplate } from './document';
import type { PageScripts } from './page-scripts';

export interface PageFiles {
  /** The page's stylesheets as `<style>` (or linked) elements, and their CSP sources. */
  styles: { html: string; hashes: string[] };
  preload: PageScripts['preload'];
  /** The signed hashes, per remote version (for the browser's later loads) and by URL. */
  integrity: PageIntegrity;
  integrityOf: Record<string, string>;
}

type FilesOfView = Pick<VersionSetView, 'assetsOf' | 'integrityOf' | 'sheetOf'>;

export function pageFiles(view: FilesOfView, snapshot: ResourceSnapshot, template: DocumentTemplate): PageFiles {
  const sections = view.assetsOf(snapshot.modules);
  // A section hydrated on interaction is styled like the others; its scripts wait for the visitor.
  const deferred = view.assetsOf(moduleIdsIn(snapshot.deferred));
  const integrity = view.integrityOf([...sections.js, ...sections.css, ...deferred.css]);
  const integrityOf = integrityByUrl(integrity);
  const styles = styleTags(
    new Set([...template.styles, ...sections.css, ...deferred.css]),
    (href) => template.sheets.get(href) ?? view.sheetOf(href),
    (href) => integrityOf[href],
  );
  const preload = [
    ...sections.manifests.map((href) => ({ href, as: 'fetch' as const })),
    ...sections.js.map((href) => ({ href, as: 'script' as const })),
  ];
  return { styles, preload, integrity, integrityOf };
}
