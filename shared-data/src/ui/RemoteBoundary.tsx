import { Component, Suspense, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import styles from './RemoteBoundary.module.css';

/** The outcome of one attempt; an attempt with no outcome yet is loading. */
type Outcome<P> = { attempt: number } & ({ status: 'ready'; Loaded: ComponentType<P> } | { status: 'failed' });

export interface RemoteBoundaryProps<P extends object> {
  /** What the section is called in messages: 'Course catalogue', 'Membership pricing'. */
  label: string;
  /** Fetches the component; `attempt` counts retries from 0, so a loader can bypass caches. */
  load: (attempt: number) => Promise<ComponentType<P>>;
  componentProps: P;
  /** A page fills the main area; a fragment sits inside another team's page. */
  variant?: 'page' | 'fragment';
}

interface CatchProps {
  onError: (error: unknown) => void;
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
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Loads a federated component, shows a loading state, and on failure (entry down, timed out, or
 * the component throwing) a fallback with a Retry that loads it again.
 */
export function RemoteBoundary<P extends object>({
  label,
  load,
  componentProps,
  variant = 'page',
}: RemoteBoundaryProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<P> | null>(null);

  useEffect(() => {
    let current = true;
    load(attempt).then(
      (Loaded) => current && setOutcome({ attempt, status: 'ready', Loaded }),
      (error: unknown) => {
        console.error(`Could not load ${label}`, error);
        if (current) setOutcome({ attempt, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, label]);

  const fragment = variant === 'fragment';
  const loading = (
    <div className={`${styles.loading} ${fragment ? styles.fragmentLoading : ''}`} role="status" aria-live="polite">
      <div>
        <div className={styles.spinner} aria-hidden="true" />
        Loading {label}…
      </div>
    </div>
  );

  if (!outcome || outcome.attempt !== attempt) return loading;
  if (outcome.status === 'failed') {
    const Heading = fragment ? 'h3' : 'h2';
    return (
      <section className={`${styles.fallback} ${fragment ? styles.fragmentFallback : ''}`} aria-live="polite">
        <Heading>{label} is unavailable right now</Heading>
        <p>This part of the site could not be loaded. Everything else still works; try again in a moment.</p>
        <button type="button" className={styles.retry} onClick={() => setAttempt((value) => value + 1)}>
          Retry
        </button>
      </section>
    );
  }
  const { Loaded } = outcome;
  return (
    <RenderErrorCatcher key={attempt} onError={() => setOutcome({ attempt, status: 'failed' })}>
      <Suspense fallback={loading}>
        <Loaded {...componentProps} />
      </Suspense>
    </RenderErrorCatcher>
  );
}

/** Rejects when `promise` has not settled within `ms`: a hanging remote counts as down. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
