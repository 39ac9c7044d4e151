/**
 * The catalogue team's deploy commands and the about page's text they change, as the redeploy
 * tests run them (redeploy.spec.ts, cdn-redeploy.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';
import { DECLARED_ROUTES, urlOf } from './routes';

export const CATALOG = path.join(ROOT, 'mfe-catalog');
/** The file of the about page's text, and a sentence of it. */
export const ABOUT_SOURCE = path.join(CATALOG, 'src', 'pages', 'about', 'about-content.ts');
export const ABOUT_SENTENCE = 'Short, focused HD lessons recorded by working engineers';
/** The about page's URL, as the catalogue declares its page module (src/routes.json). */
export const ABOUT_PAGE = urlOf(DECLARED_ROUTES.find((route) => route.page === './AboutPage')!);
export const CATALOG_POINTER = path.join(CATALOG, 'dist', 'current.json');

/** Runs a catalogue team's command (`npm run <script> -w mfe-catalog -- <args>`); throws with its output on failure. */
export const catalogTeam = (script: string, ...args: string[]) =>
  execFileSync('npm', ['run', script, '-w', 'mfe-catalog', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: 'pipe',
    timeout: 300_000,
  });

/** The catalogue's pointer: its current version and its canary, if any. */
export const catalogPointer = () =>
  JSON.parse(fs.readFileSync(CATALOG_POINTER, 'utf8')) as { current: string; canary: { version: string } | null };
