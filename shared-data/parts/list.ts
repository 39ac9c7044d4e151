/**
 * The parts list (shared-data/parts.json) for code that is bundled: shared-data's contracts (the
 * browser's fallback labels, the remote names) and the shell's server (its default port). Built in
 * by webpack, so it is the list of the build; scripts and configs read the file at run time through
 * this package's main module (index.cjs), which also honours CODEYATRA_PARTS_FILE.
 */
// parts.json sits beside the workspaces, in no package: this workspace is its one reader.
// eslint-disable-next-line import-x/no-relative-packages
import parts from '../parts.json';

export default parts;
