/** The remotes as the server sees them: what other folders may use of remotes/. */
export { remotesPlugin, type Remotes, type RemotesOptions } from './remotes-plugin';
export type { ChosenVersions } from './page-versions';
export { CHECK_LIMIT_MS, type RemotesSubstitution } from './remote-registry';
export type { VersionSet } from './version-set';
export type { VersionSetView } from './version-set-view';
export { integrityByUrl } from './page-integrity';
// For signed per-developer overrides (../overrides/), which read and release a build of their own.
export { readVersion, SERVER_FILES_BUDGET_MS } from './checks/check-remote';
export { VersionFiles } from './checks/version-files';
export type { LoadedBuild } from './containers/loaded-build';
export { RELEASE_AFTER_MS } from './releasing';
export { freshState, type RemoteState } from './remote-state';
