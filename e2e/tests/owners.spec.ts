import fs from 'node:fs';
import { test, expect } from './fixtures';
import { FILE_OWNERS, tagOfRoute } from './support/owners';
import { EVERY_ROUTE } from './support/routes';

test('every spec file has an owner, so a team run (npm run test:e2e -w <part>) never misses it', () => {
  const specs = fs.readdirSync(__dirname).filter((file) => file.endsWith('.spec.ts'));
  expect(specs.filter((file) => !(file in FILE_OWNERS))).toEqual([]);
  expect(Object.keys(FILE_OWNERS).filter((file) => !specs.includes(file))).toEqual([]);
});

test('every route has the owner that renders it', () => {
  const owners = Object.fromEntries(EVERY_ROUTE.map((route) => [route, tagOfRoute(route)]));
  expect(owners).toEqual({
    '/': '@catalog',
    '/courses': '@catalog',
    '/courses/python-programming-masterclass': '@catalog',
    '/courses/data-structures-and-algorithms-interviews/learn': '@learn',
    '/learning-path': '@catalog',
    '/bundles/complete-backend-development': '@catalog',
    '/membership': '@membership',
    '/join': '@membership',
    '/testimonials': '@catalog',
    '/about': '@catalog',
    '/contact': '@catalog',
    '/faqs': '@membership',
    '/terms-of-service': '@membership',
    '/privacy-policy': '@membership',
    '/dashboard': '@dashboard',
    '/no-such-page': '@shell',
  });
});
