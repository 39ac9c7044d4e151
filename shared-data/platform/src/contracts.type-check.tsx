/**
 * Proof that the contract is enforced by `npm run typecheck` (this file is type-checked, never
 * run): each `@ts-expect-error` below must meet an error, or the type check fails.
 */
import type parts from '@shared-data/parts/list';
import type { ContractMatches, ExposedComponent, TestimonialsSectionProps } from '@shared-data/contracts';
import { RemoteBoundary } from './RemoteBoundary';

type Expect<T extends true> = T;
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;

type Remotes = (typeof parts)['remotes'];
type Membership = Remotes['membership'];
/** parts.json with ./PricingBlock renamed in the membership remote's list only. */
type RenamedInParts = {
  remotes: Omit<Remotes, 'membership'> & {
    membership: Omit<Membership, 'fragments'> & {
      fragments: Omit<Membership['fragments'], './PricingBlock'> & { './PricingBlok': string };
    };
  };
};
/** parts.json with a remote missing. */
type RemoteMissing = { remotes: Omit<Remotes, 'dashboard'> };

export type ContractChecks = [
  Expect<Equal<ContractMatches<typeof parts>, true>>,
  Expect<Equal<ContractMatches<RenamedInParts>, false>>,
  Expect<Equal<ContractMatches<RemoteMissing>, false>>,
];

export function CallSites() {
  return (
    <>
      {/* @ts-expect-error a misspelled module at the call site */}
      <RemoteBoundary remote="membership" module="./PricingBlok" props={{}} />
      {/* @ts-expect-error a module of another remote */}
      <RemoteBoundary remote="catalog" module="./PricingBlock" props={{}} />
      {/* @ts-expect-error props the fragment does not take */}
      <RemoteBoundary remote="catalog" module="./TestimonialsSection" props={{ limit: 'six' }} />
      <RemoteBoundary remote="catalog" module="./TestimonialsSection" props={{ limit: 6 }} />
    </>
  );
}

const WrongProps = (props: { limit: string }) => <p>{props.limit}</p>;
const RightProps = (props: TestimonialsSectionProps) => <p>{props.heading}</p>;
export const exposedFiles = [
  // @ts-expect-error an exposed component whose props are not the contract's
  WrongProps satisfies ExposedComponent<'catalog', './TestimonialsSection'>,
  RightProps satisfies ExposedComponent<'catalog', './TestimonialsSection'>,
  // @ts-expect-error a module the contract does not name
  RightProps satisfies ExposedComponent<'catalog', './TestimonialSection'>,
];
