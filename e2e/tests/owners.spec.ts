import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PARTS, ROOT } from '@shared-data/parts';
import { test, expect } from './fixtures';
import { FILE_OWNERS, SHARED_SPECS, filesIn, specOwners, tagOfRoute } from './support/owners';
import { DECLARED_ROUTES, EVERY_ROUTE, NOT_FOUND_PATH, urlOf } from './support/routes';

test('every spec file has one owner, so a team run (npm run test:e2e -w <part>) never misses it', () => {
  const owners = specOwners();
  // The shared folder's: each listed in FILE_OWNERS, the shell's or a sweep; no entry without its file.
  expect(Object.keys(owners).filter((file) => !owners[file])).toEqual([]);
  const shared = Object.keys(owners).filter((file) => file.startsWith(`${SHARED_SPECS}/`));
  expect(Object.keys(FILE_OWNERS).filter((file) => !shared.includes(`${SHARED_SPECS}/${file}`))).toEqual([]);
  expect([...new Set(shared.map((file) => owners[file]))].sort()).toEqual(['@shell', 'per route']);
  // A remote's spec lives in its own folder, and a file name is in one place only.
  const names = Object.keys(owners).map((file) => path.basename(file));
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  // Only a remote has a folder of its own (the shell's specs are the shared folder's).
  const withSpecs = fs.readdirSync(ROOT).filter((dir) => filesIn(`${dir}/e2e`, '.spec.ts').length > 0);
  expect(withSpecs.filter((dir) => !REMOTE_PARTS.some((part) => part.dir === dir))).toEqual([]);
});

test('every route has the owner that renders it: the remote that declares it; the shell for the 404 page', () => {
  const owners = Object.fromEntries(EVERY_ROUTE.map((route) => [route, tagOfRoute(route)]));
  expect(owners).toEqual(
    Object.fromEntries([
      ...DECLARED_ROUTES.map((route) => [urlOf(route), `@${route.remote}`]),
      [NOT_FOUND_PATH, '@shell'],
    ]),
  );
});
