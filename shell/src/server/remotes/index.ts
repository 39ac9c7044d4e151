/** The remotes as the server sees them: what other folders may use of remotes/. */
export { RemoteRegistry } from './remote-registry';
export type { VersionSet } from './version-set';
export type { VersionSetView } from './version-set-view';
export { bucketCookie, newBucket, readBucket } from './visitor-bucket';
