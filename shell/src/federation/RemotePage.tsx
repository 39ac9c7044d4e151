import type { RemotePageProps } from '@shared-data/contracts';
import { RemoteBoundary } from '@shared-data/platform';
import type { RemotePageRef } from '../navigation/route-handle';
import { NotFoundPage } from '../pages/NotFoundPage';

const PAGE_PROPS: RemotePageProps = { NotFound: NotFoundPage };

/** A route's page, loaded from the remote that owns it, inside the shell's layout. */
export function RemotePage({ remote, module, label }: RemotePageRef) {
  return (
    <RemoteBoundary
      key={`${remote}/${module}`}
      remote={remote}
      module={module as never}
      label={label}
      props={PAGE_PROPS}
    />
  );
}
