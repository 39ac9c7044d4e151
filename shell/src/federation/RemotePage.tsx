import { useCallback } from 'react';
import type { ComponentType } from 'react';
import type { PageModule, RemoteName, RemoteModule, RemotePageProps } from 'shared-data';
import { loadFederatedModule } from 'shared-data/federation';
import { RemoteBoundary } from 'shared-data/ui';
import { NotFoundPage } from '../pages/NotFoundPage';

interface RemotePageElementProps<R extends RemoteName> {
  remote: R;
  module: RemoteModule<R>;
  /** The section's name in loading and fallback messages. */
  label: string;
}

const PAGE_PROPS: RemotePageProps = { NotFound: NotFoundPage };

/** A route's page, loaded from the remote that owns it, inside the shell's layout. */
export function RemotePage<R extends RemoteName>({ remote, module, label }: RemotePageElementProps<R>) {
  const load = useCallback(
    async (attempt: number): Promise<ComponentType<RemotePageProps>> =>
      (await loadFederatedModule<PageModule>(remote, module, attempt)).default,
    [remote, module],
  );
  return <RemoteBoundary key={`${remote}/${module}`} label={label} load={load} componentProps={PAGE_PROPS} />;
}
