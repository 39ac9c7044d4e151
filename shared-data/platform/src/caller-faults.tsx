/**
 * Failures charged to whoever caused them. A part that mounts another part's fragment (the
 * catalogue's course page showing membership's pricing block) is its caller: when the caller asks
 * for a module the provider does not expose, passes props that break the fragment's contract, or
 * the fragment throws for it, the section falls back in the caller's page only and the failure is
 * the caller's (its part and version in the metrics and the log). The provider is not down: its
 * own pages and its other callers go on as before.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { RemoteName } from '@shared-data/contracts';

/** The part whose code mounts a section: a remote, or the shell (its layout, its route's page). */
export type Caller = RemoteName | 'shell';

export interface CallerFault {
  caller: Caller;
  provider: RemoteName;
  /** The exposed module asked for: './PricingBlock'. */
  module: string;
  kind: 'not-exposed' | 'props' | 'threw';
  /** What went wrong, for the log. */
  detail: string;
}

/** What webpack's container answers for a module it does not expose (`get` of an unknown name). */
const NOT_IN_CONTAINER = 'does not exist in container';

/** A module its remote's version does not expose: the caller's mistake, not a failure of the remote. */
export class NotExposedError extends Error {
  readonly notExposed = true;
  constructor(remote: RemoteName, module: string) {
    super(`${remote} does not expose ${module}`);
    this.name = 'NotExposedError';
  }
}

/** Whether an error (or one of its causes: the federation runtime may wrap it) says a module is not exposed. */
export function isNotExposed(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if ((cause as Partial<NotExposedError>).notExposed === true || cause.message.includes(NOT_IN_CONTAINER))
      return true;
  }
  return String(error).includes(NOT_IN_CONTAINER);
}

const CallerContext = createContext<Caller>('shell');

/** The part whose code renders here: the remote of the nearest section above, else the shell. */
export const useSectionCaller = (): Caller => useContext(CallerContext);

/** Everything inside is the code of `part` (a section's remote): fragments it mounts have it as their caller. */
export function SectionCaller({ part, children }: { part: Caller; children: ReactNode }) {
  return <CallerContext.Provider value={part}>{children}</CallerContext.Provider>;
}

const MARK = /\bat CallerSection\[([a-z]+)>([a-z]+)\/(\.\/[A-Za-z0-9]+)\]/;
const marks = new Map<string, (props: { children: ReactNode }) => ReactNode>();

/** The component named `name` that renders its children: one per name, so the tree keeps its shape. */
function markNamed(name: string) {
  let mark = marks.get(name);
  if (!mark) {
    mark = ({ children }) => children;
    Object.defineProperty(mark, 'name', { value: name });
    marks.set(name, mark);
  }
  return mark;
}

/**
 * Wraps a fragment mounted for a caller in a component named after both, so an error it throws
 * while the server renders it names them in React's component stack (`callerInStack`): the server
 * has no error boundaries, and the stack's script is the provider's.
 */
export function CallerMark({
  caller,
  provider,
  module,
  children,
}: {
  caller: Caller;
  provider: RemoteName;
  module: string;
  children: ReactNode;
}) {
  return createElement(markNamed(`CallerSection[${caller}>${provider}/${module}]`), null, children);
}

/** The fragment and caller an error was thrown inside, from React's component stack (null when none). */
export function callerInStack(componentStack: string | undefined): Omit<CallerFault, 'kind' | 'detail'> | null {
  const found = componentStack ? MARK.exec(componentStack) : null;
  if (!found) return null;
  const [, caller, provider, module] = found as unknown as [string, Caller, RemoteName, string];
  return { caller, provider, module };
}
