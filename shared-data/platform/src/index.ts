// The platform every part runs on: shared at runtime as one module ('shared-data/platform'), so the
// shell and the remotes use one resource cache and one way to load another team's module.
export { PlatformProvider, usePlatform, useResourceCache, type Platform } from './platform-context';
export {
  ResourceCache,
  fulfilled,
  moduleIdsIn,
  type ResourceSnapshot,
  type Settled,
  type Load,
} from './resource-cache';
export { useResource, useRemoteModule, remoteModuleId, remoteModuleKey, type Loaded } from './use-resource';
export { RemoteBoundary, RemoteLoading, type RemoteBoundaryProps } from './RemoteBoundary';
export { LazySection, type LazySectionProps } from './LazySection';
export { useHydrating } from './use-hydrating';
export { withTimeout } from './timeout';
export { EARLY_EVENTS_SOURCE, replayEarlyEventsSoon } from './early-events';
export {
  contentProviders,
  CONTENT_MODULE,
  CONTENT_VERSION,
  REMOTE_CONTENT,
  type RemoteContentPackage,
} from './content-providers';
export {
  callerInStack,
  isNotExposed,
  NotExposedError,
  SectionCaller,
  useSectionCaller,
  type Caller,
  type CallerFault,
} from './caller-faults';
