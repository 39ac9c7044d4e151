import { memo, type ComponentType } from 'react';
import { HydrateOnInteraction } from './hydrate-on-interaction';
import { RemoteFallback, RemoteLoading } from './RemoteBoundary';
import { SECTION_KEY_PREFIX } from './resource-cache';
import { useResource } from './use-resource';

export interface LazySectionProps {
  /** Unique on the site, the same on the server and in the browser: 'catalog/home-stories'. */
  id: string;
  /** What the section is called in its loading and fallback messages. */
  label: string;
  /** Imports the section's module, split from the page (`() => import('./stories/HomeStories')`). */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * A part of a team's own page whose code is split from the page and hydrated on interaction: for
 * sections far down a page whose server HTML does all a visitor needs until they reach for it
 * (see `HydrateOnInteraction`). The server renders it in full; if its chunk fails to load in the
 * browser, it shows a fallback with Retry like a federated section.
 */
export const LazySection = memo(
  function LazySection({ id, label, load }: LazySectionProps) {
    const key = `${SECTION_KEY_PREFIX}${id}`;
    return (
      <HydrateOnInteraction resourceKey={key} fallback={<RemoteLoading label={label} variant="fragment" />}>
        <SplitSection resourceKey={key} label={label} load={load} />
      </HydrateOnInteraction>
    );
  },
  // `load` is a new function on every render of the page; the section is the same while its id is.
  (before, after) => before.id === after.id && before.label === after.label,
);

function SplitSection({ resourceKey, label, load }: { resourceKey: string } & Omit<LazySectionProps, 'id'>) {
  const loaded = useResource(resourceKey, load);
  if (loaded.status === 'failed') return <RemoteFallback label={label} variant="fragment" onRetry={loaded.retry} />;
  const Section = loaded.value.default;
  return <Section />;
}
