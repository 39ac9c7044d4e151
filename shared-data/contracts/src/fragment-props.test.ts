import { fragmentPropsProblem, type PropsShape } from './index';
import type { PricingBlockProps, TestimonialsSectionProps } from './index';

test("props that fit a fragment's contract pass, optional ones left out or undefined", () => {
  expect(
    fragmentPropsProblem('catalog', './TestimonialsSection', { limit: 6, heading: 'What students say' }),
  ).toBeNull();
  expect(fragmentPropsProblem('catalog', './TestimonialsSection', {})).toBeNull();
  expect(fragmentPropsProblem('membership', './PricingBlock', { heading: undefined })).toBeNull();
  expect(fragmentPropsProblem('membership', './LifetimeOffer', {})).toBeNull();
});

test("props off a fragment's contract are named: a wrong kind, a prop it does not take, no object at all", () => {
  expect(fragmentPropsProblem('catalog', './TestimonialsSection', { limit: 'six' })).toBe(
    'catalog/./TestimonialsSection: "limit" must be a number',
  );
  expect(fragmentPropsProblem('membership', './LifetimeOffer', { plan: 'lifetime' })).toBe(
    'membership/./LifetimeOffer takes no prop "plan"',
  );
  expect(fragmentPropsProblem('membership', './PricingBlock', null)).toBe(
    'membership/./PricingBlock takes an object of props',
  );
});

test('a module that is no fragment (a page, a misspelt name) is not checked here', () => {
  expect(fragmentPropsProblem('catalog', './HomePage', { NotFound: () => null })).toBeNull();
  expect(fragmentPropsProblem('membership', './PricingBlok', { anything: 1 })).toBeNull();
});

// The shapes follow the props types: a prop's kind or optionality changed on one side only fails the type check.
export const shapes: [PropsShape<PricingBlockProps>, PropsShape<TestimonialsSectionProps>] = [
  { heading: 'string?' },
  // @ts-expect-error limit is a number
  { limit: 'string?', heading: 'string?' },
];
export const required: PropsShape<{ limit: number }> = { limit: 'number' };
// @ts-expect-error a required prop is not optional
export const notOptional: PropsShape<{ limit: number }> = { limit: 'number?' };
