import { parseRouteDeclarations } from '@shared-data/contracts';
import { SOCIAL_PROOF } from '@shared-data/content-site';
import routes from './routes.json';

test("the top bar's tag beside Membership is the offer the membership page shows", () => {
  const membership = parseRouteDeclarations(routes, 'membership').find((route) => route.path === '/membership');
  expect(membership?.nav?.topBar?.tag).toBe(SOCIAL_PROOF.headerOffer);
});
