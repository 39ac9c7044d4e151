import { Component, memo, Suspense, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import {
  exposedLabel,
  fragmentPropsProblem,
  isFragment,
  type ExposedName,
  type ExposedProps,
  type RemoteName,
} from '@shared-data/contracts';
import {
  CallerMark,
  isNotExposed,
  SectionCaller,
  useSectionCaller,
  type Caller,
  type CallerFault,
} from './caller-faults';
import { HydrateOnInteraction } from './hydrate-on-interaction';
import { HydrationBox, SectionAwake } from './hydration-box';
import { remoteModuleKey, useRemoteModule, type Loaded as LoadedResource } from './use-resource';
import { useResourceCache } from './platform-context';
import styles from './RemoteBoundary.module.css';

export interface RemoteBoundaryProps<R extends RemoteName, M extends ExposedName<R>> {
  remote: R;
  module: M;
  props: ExposedProps<R, M>;
  /** What the section is called in loading and failure messages; a fragment's name in parts.json by default. */
  label?: string;
  /** A page fills the main area; a fragment sits inside another team's page. */
  variant?: 'page' | 'fragment';
  /**
   * When the browser hydrates the section the server rendered: with the page (the default), or
   * 'on-interaction' for a fragment whose HTML already does its job (its links work, its prices
   * are the visitor's region's): the browser keeps the server's HTML and loads the section's code
   * only when the visitor points at, touches or focuses it, or when the page's region changes from
   * the one it was rendered for. A client-side navigation renders it at once, as any section.
   */
  hydration?: 'with-page' | 'on-interaction';
  /**
   * What stands in the section's place while its remote is down, instead of the fallback with
   * Retry: a small section (a footer column) keeps its place quietly. The browser still tries the
   * section again after hydration.
   */
  unavailable?: ReactNode;
}

/**
 * A section another team owns, loaded through federation: a loading state while it loads, and a
 * fallback with Retry when its remote is down, times out, or its component throws. On the server
 * the fallback is in the HTML and the browser tries the section again after hydration.
 */
export function RemoteBoundary<R extends RemoteName, M extends ExposedName<R>>(props: RemoteBoundaryProps<R, M>) {
  if (props.hydration === 'on-interaction') return <SectionHydratedOnInteraction {...props} />;
  return <SectionHydratedWithPage {...props} />;
}

/**
 * React hydrates the section after the page's root (its own Suspense boundary): its box tells
 * taps made inside it before then to wait for it (see early-events.ts).
 */
function SectionHydratedWithPage<R extends RemoteName, M extends ExposedName<R>>(props: RemoteBoundaryProps<R, M>) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <HydrationBox when="with-page" boxRef={box}>
      <Suspense fallback={<SectionLoading {...props} />}>
        <RemoteSection {...props} />
        <SectionAwake boxRef={box} />
      </Suspense>
    </HydrationBox>
  );
}

function SectionLoading<R extends RemoteName, M extends ExposedName<R>>({
  remote,
  module,
  label,
  variant,
}: RemoteBoundaryProps<R, M>) {
  return <RemoteLoading label={label ?? exposedLabel(remote, module)} variant={variant} />;
}

/**
 * A section hydrated on interaction. Memoised: while its boundary still waits, a render reaching
 * it (the page around it re-rendering with the same props) would make React give up the server's
 * HTML for the loading state.
 */
const SectionHydratedOnInteraction = memo(SectionHydratedLater, sameSection) as unknown as typeof SectionHydratedLater; // memo drops the generics

function SectionHydratedLater<R extends RemoteName, M extends ExposedName<R>>(props: RemoteBoundaryProps<R, M>) {
  return (
    <HydrateOnInteraction
      resourceKey={remoteModuleKey(props.remote, props.module)}
      fallback={<SectionLoading {...props} />}
    >
      <RemoteSection {...props} />
    </HydrateOnInteraction>
  );
}

interface SectionProps {
  remote: string;
  module: string;
  variant?: string;
  label?: string;
  props: object;
}

function sameSection(before: SectionProps, after: SectionProps): boolean {
  const props = Object.entries(before.props);
  const afterProps = after.props as Record<string, unknown>;
  return (
    before.remote === after.remote &&
    before.module === after.module &&
    before.variant === after.variant &&
    before.label === after.label &&
    props.length === Object.keys(afterProps).length &&
    props.every(([name, value]) => Object.is(value, afterProps[name]))
  );
}

function RemoteSection<R extends RemoteName, M extends ExposedName<R>>({
  remote,
  module,
  props,
  variant,
  label = exposedLabel(remote, module),
  unavailable,
}: RemoteBoundaryProps<R, M>) {
  const loaded = useRemoteModule(remote, module);
  const [crashedAttempt, setCrashedAttempt] = useState<number | null>(null);
  // A fragment's failures of its caller's making are the caller's; a page is its own remote's.
  const caller = useSectionCaller();
  const fragmentFor = variant === 'fragment' || isFragment(remote, module) ? caller : null;
  const fault = useCallerFault(fragmentFor, remote, module, props, loaded);
  if (loaded.status === 'failed' || fault || crashedAttempt === loaded.attempt) {
    if (unavailable !== undefined) return unavailable;
    return <RemoteFallback label={label} variant={variant} onRetry={loaded.retry} />;
  }
  const Loaded = (loaded.value as { default: ComponentType<ExposedProps<R, M>> }).default;
  const section = (
    <SectionCaller part={remote}>
      <Loaded {...props} />
    </SectionCaller>
  );
  return (
    <RenderErrorCatcher key={loaded.attempt} onError={() => setCrashedAttempt(loaded.attempt)}>
      {fragmentFor === null ? (
        section
      ) : (
        <CallerMark caller={fragmentFor} provider={remote} module={module}>
          {section}
        </CallerMark>
      )}
    </RenderErrorCatcher>
  );
}

/**
 * Whether a fragment fails through its caller's fault (caller-faults.tsx): a module its remote does
 * not expose, or props that break the fragment's contract. Noted in the page's resource cache under
 * the caller, whose figures it counts in; the provider is not concerned.
 */
function useCallerFault<R extends RemoteName, M extends ExposedName<R>>(
  caller: Caller | null,
  remote: R,
  module: M,
  props: ExposedProps<R, M>,
  loaded: LoadedResource<unknown>,
): boolean {
  const resources = useResourceCache();
  if (caller === null) return false;
  const key = remoteModuleKey(remote, module);
  const note = (kind: CallerFault['kind'], detail: string) =>
    resources.noteCallerFault(key, { caller, provider: remote, module, kind, detail });
  if (loaded.status === 'failed') {
    if (!isNotExposed(loaded.error)) return false;
    note('not-exposed', loaded.error instanceof Error ? loaded.error.message : String(loaded.error));
    return true;
  }
  const problem = fragmentPropsProblem(remote, module, props);
  if (problem !== null) note('props', problem);
  return problem !== null;
}

export function RemoteLoading({ label, variant = 'page' }: { label: string; variant?: 'page' | 'fragment' }) {
  return (
    <div
      className={`${styles.loading} ${variant === 'fragment' ? styles.fragmentLoading : ''}`}
      role="status"
      aria-live="polite"
    >
      <div>
        <div className={styles.spinner} aria-hidden="true" />
        Loading {label}…
      </div>
    </div>
  );
}

export function RemoteFallback({
  label,
  variant = 'page',
  onRetry,
}: {
  label: string;
  variant?: 'page' | 'fragment';
  onRetry: () => void;
}) {
  const fragment = variant === 'fragment';
  const Heading = fragment ? 'h3' : 'h2';
  return (
    <section className={`${styles.fallback} ${fragment ? styles.fragmentFallback : ''}`} aria-live="polite">
      <Heading>{`${label} is unavailable right now`}</Heading>
      <p>This part of the site could not be loaded. Everything else still works; try again in a moment.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

interface CatchProps {
  onError: () => void;
  children: ReactNode;
}

/** Turns an error thrown while rendering a remote's component into a fallback instead of a blank page. */
class RenderErrorCatcher extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A federated section failed while rendering', error, info.componentStack);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
