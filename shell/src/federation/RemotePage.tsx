import type { ExposedModules, ExposedName, PageModule, RemoteName, RemotePageProps } from 'shared-data';
import { RemoteBoundary } from 'shared-data/platform';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The exposed modules of a remote that are pages (a route mounts them). */
export type PageName<R extends RemoteName> = {
  [M in ExposedName<R>]: ExposedModules[R][M] extends PageModule ? M : never;
}[ExposedName<R>];

const PAGE_PROPS: RemotePageProps = { NotFound: NotFoundPage };

/** A route's page, loaded from the remote that owns it, inside the shell's layout. */
export function RemotePage<R extends RemoteName>({ remote, module }: { remote: R; module: PageName<R> }) {
  return (
    <RemoteBoundary<R, PageName<R>>
      key={`${remote}/${module}`}
      remote={remote}
      module={module}
      props={PAGE_PROPS as never}
    />
  );
}
