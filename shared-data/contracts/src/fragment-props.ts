/**
 * The fragments' props checked at runtime, where one part mounts another's fragment: the types
 * above hold only where both sides compile together, and a caller's build may be older, newer or
 * wrongly cast. Each fragment's props are described once here, kept in step with its props type
 * by the compiler (`PropsShape`), and checked in a few comparisons per render.
 */
import type { ExposedName, ExposedProps, RemoteName } from './index';

type Kind<T> = T extends string ? 'string' : T extends number ? 'number' : T extends boolean ? 'boolean' : never;

/** Each prop's kind, with '?' when it may be left out: `{ limit: 'number?', heading: 'string?' }`. */
export type PropsShape<P> = {
  readonly [K in keyof P]-?: object extends Pick<P, K> ? `${Kind<NonNullable<P[K]>>}?` : Kind<P[K]>;
};

type FragmentShapes = {
  readonly [R in RemoteName]: { readonly [M in ExposedName<R>]: PropsShape<ExposedProps<R, M>> };
};

const SHAPES: FragmentShapes = {
  catalog: {
    './TestimonialsSection': { limit: 'number?', heading: 'string?' },
    './PopularCourses': {},
  },
  membership: {
    './PricingBlock': { heading: 'string?' },
    './LifetimeOffer': {},
    './MembershipPitch': {},
  },
  learn: {},
  dashboard: {},
};

/**
 * What is wrong with the props a caller passes to another part's fragment, or null when they
 * fit its contract (a module that is no fragment, a page, is not checked here).
 */
export function fragmentPropsProblem(remote: RemoteName, module: string, props: unknown): string | null {
  const shapes = SHAPES[remote] as Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
  const shape = shapes && Object.hasOwn(shapes, module) ? shapes[module] : undefined;
  if (!shape) return null;
  if (typeof props !== 'object' || props === null) return `${remote}/${module} takes an object of props`;
  for (const [name, value] of Object.entries(props)) {
    const kind = Object.hasOwn(shape, name) ? shape[name] : undefined;
    if (!kind) return `${remote}/${module} takes no prop "${name}"`;
    if (value === undefined && kind.endsWith('?')) continue;
    if (typeof value !== kind.replace('?', ''))
      return `${remote}/${module}: "${name}" must be a ${kind.replace('?', '')}`;
  }
  for (const [name, kind] of Object.entries(shape)) {
    if (!kind.endsWith('?') && (props as Record<string, unknown>)[name] === undefined) {
      return `${remote}/${module}: "${name}" is missing`;
    }
  }
  return null;
}
