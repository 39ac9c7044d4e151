/**
 * @jest-environment node
 *
 * The pictures the content points to, as the site ships them. Covers, portraits and partner marks
 * are recipes that the build draws (@shared-data/tooling's bundling/imagery): they are drawn here by
 * the same code, and checked against their sources, simple-icons and DiceBear, imported by name
 * (never a copy of their paths). The showcase covers are drawings of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import { siCss, siDjango, siGit, siGithub, siHtml5, siJavascript, siPython, siReact } from 'simple-icons';
import { companies } from './companies';
import { courseSummaries } from './course-summaries';
import { bundleSummaries } from './bundle-summaries';
import { FEATURED_STUDENTS } from './featured-students';
import { testimonials } from './testimonials';
import { showcaseProjects } from './showcase';
import { drawRecipes } from './draw-recipes.test-utils';

const ASSETS = path.resolve(__dirname, 'assets');

/** Under Jest an image import is its file name (jest.file-transform.js); the file is read from the assets. */
const svgOf = (folder: string, url: string) => fs.readFileSync(path.join(ASSETS, folder, url), 'utf8');

/** Every colour an SVG paints with (fill, stroke, gradient stops); 'none', currentColor and references to gradients left out. */
function paints(svg: string): string[] {
  const values = [...svg.matchAll(/(?:fill|stroke|stop-color|color)="([^"]+)"/g)].map((match) => match[1] ?? '');
  const colours = values.filter((value) => !['none', 'currentColor'].includes(value) && !value.startsWith('url('));
  return [...new Set(colours.map((value) => value.toLowerCase()))];
}

type Icon = { title: string; slug: string; path: string };
/** Every icon of the set (the namespace also holds the module's default export: left out). */
const ALL_ICONS = (Object.values(simpleIcons) as unknown[]).filter(
  (icon): icon is Icon => typeof (icon as Partial<Icon> | undefined)?.title === 'string',
);
/** The simple-icons marks a drawing carries, by title. */
const iconsIn = (svg: string) => ALL_ICONS.filter((icon) => svg.includes(`d="${icon.path}"`)).map((icon) => icon.title);

const covers = drawRecipes([
  ...courseSummaries.map((course) => path.join(ASSETS, 'courses', course.imageUrl)),
  ...bundleSummaries.map((bundle) => path.join(ASSETS, 'bundles', bundle.imageUrl)),
]);
const coverOf = (id: string) => {
  const item = [...courseSummaries, ...bundleSummaries].find((entry) => entry.id === id);
  return covers.drawn[[...courseSummaries, ...bundleSummaries].indexOf(item as never)] ?? '';
};

describe('course and path covers', () => {
  it('carry the technology’s own mark from simple-icons', () => {
    expect(coverOf('python')).toContain(`d="${siPython.path}"`);
    expect(coverOf('react')).toContain(`d="${siReact.path}"`);
    expect(coverOf('javascript')).toContain(`d="${siJavascript.path}"`);
    expect(iconsIn(coverOf('git-github'))).toEqual(expect.arrayContaining([siGit.title, siGithub.title]));
    expect(iconsIn(coverOf('web-fundamentals'))).toEqual(expect.arrayContaining([siHtml5.title, siCss.title]));
    expect(coverOf('django')).toContain(`d="${siDjango.path}"`);
    expect(coverOf('django-rest-framework')).toContain(`d="${siDjango.path}"`);
  });

  it('give a path the marks of its courses', () => {
    expect(iconsIn(coverOf('frontend-bootcamp')).sort()).toEqual(['HTML5', 'JavaScript', 'React']);
    expect(iconsIn(coverOf('backend-bootcamp')).sort()).toEqual(['Django', 'Python']);
  });

  it('draw the data-structures and career courses with our own glyphs, no one’s logo', () => {
    for (const id of ['dsa-beginners', 'dsa-advanced', 'job-search']) expect(iconsIn(coverOf(id))).toEqual([]);
    expect(new Set(['dsa-beginners', 'dsa-advanced', 'job-search'].map(coverOf)).size).toBe(3);
  });

  it('are 13 different 16:9 vector pictures with no lettering, each named for its course', () => {
    expect(new Set(covers.drawn).size).toBe(13);
    [...courseSummaries, ...bundleSummaries].forEach((item, index) => {
      const svg = covers.drawn[index] ?? '';
      expect(svg).toContain('viewBox="0 0 640 360"');
      expect(svg).not.toMatch(/<text\b|<image\b/);
      expect(svg).toContain(`aria-label="${item.title.replace(/&/g, '&amp;')}"`);
    });
  });

  it('draw one mark one way on every cover: Python on its course and on a path alike', () => {
    /** Each mark's drawing on a cover, by its symbol's body: its tile's colour and its own. */
    const looks = new Map<string, Set<string>>();
    for (const svg of covers.drawn) {
      const bodies = new Map(
        [...svg.matchAll(/<symbol id="(m\d)"[^>]*>(.*?)<\/symbol>/g)].map((m) => [m[1], m[2] ?? '']),
      );
      for (const [, tile, id, mark] of svg.matchAll(
        /<rect [^>]*fill="(#\w+)" stroke=[^>]*\/><use href="#(m\d)"[^>]*fill="(#\w+)"/g,
      )) {
        const body = bodies.get(id ?? '') ?? '';
        looks.set(body, (looks.get(body) ?? new Set()).add(`${tile} ${mark}`));
      }
    }
    const python = looks.get(`<path d="${siPython.path}"/>`);
    expect(python?.size).toBe(1);
    expect([...looks.values()].filter((drawn) => drawn.size > 1)).toEqual([]);
    expect(looks.size).toBeGreaterThanOrEqual(12);
  });

  it('stay small: a few kilobytes each, shipped as cached files', () => {
    for (const svg of covers.drawn) expect(svg.length).toBeLessThan(6_000);
  });
});

describe('partner marks', () => {
  const withMarks = companies.filter((company) => company.logoUrl);
  const marks = drawRecipes(withMarks.map((company) => path.join(ASSETS, 'companies', company.logoUrl ?? '')));

  it('are simple-icons’ marks of the companies themselves, one each', () => {
    withMarks.forEach((company, index) => {
      const found = iconsIn(marks.drawn[index] ?? '');
      expect({ company: company.name, marks: found.length }).toEqual({ company: company.name, marks: 1 });
      const title = (found[0] ?? '').toLowerCase();
      const initials = title
        .split(' ')
        .map((word) => word[0])
        .join('');
      expect([title, initials]).toContain(company.name.toLowerCase());
    });
  });

  it('are drawn in one and the same neutral colour', () => {
    expect([...new Set(marks.drawn.flatMap(paints))]).toEqual(['#555a78']);
  });

  it('are left out, never invented, where the set has no mark: the wall sets the name as a wordmark', () => {
    const titles = new Set(ALL_ICONS.map((icon) => icon.title.toLowerCase()));
    const absent = companies.filter((company) => !titles.has(company.name.toLowerCase()) && company.name !== 'TCS');
    expect(absent.map((company) => company.name).sort()).toEqual(
      ['Adobe', 'Amazon', 'Deloitte', 'Flipkart', 'IBM', 'Microsoft', 'Oracle', 'Salesforce'].sort(),
    );
    for (const company of absent) expect(company.logoUrl).toBeUndefined();
    expect(fs.readdirSync(path.join(ASSETS, 'companies'))).toHaveLength(withMarks.length);
  });
});

describe('portraits', () => {
  const people = [...FEATURED_STUDENTS, ...testimonials].map(({ name, imageUrl }) => ({ name, imageUrl }));
  const unique = [...new Map(people.map((person) => [person.imageUrl, person])).values()];
  const portraits = drawRecipes(
    unique.map((person) => path.join(ASSETS, 'avatars', person.imageUrl)),
    unique.map((person) => person.name),
  );

  it('are DiceBear’s Notionists, seeded by the person’s name: the same name, the same face', () => {
    expect(portraits.dicebear).toEqual(portraits.drawn);
    for (const svg of portraits.drawn) expect(svg).toContain('<dc:title>Notionists</dc:title>');
  });

  it('differ from person to person', () => {
    expect(new Set(portraits.drawn).size).toBe(unique.length);
  });
});

describe('showcase covers', () => {
  const showcase = showcaseProjects.map((project) => ({ title: project.title, url: project.imageUrl }));

  it('are six different pictures, one per project', () => {
    for (const cover of showcase) expect(cover.url).toMatch(/\.svg$/);
    expect(new Set(showcase.map((cover) => svgOf('showcase', cover.url))).size).toBe(6);
  });

  it('differ in colour too, not only in drawing', () => {
    const palettes = showcase.map((cover) => paints(svgOf('showcase', cover.url)).sort().join(' '));
    expect(new Set(palettes).size).toBe(6);
  });

  it('are vector art at the cover’s 8:3 shape, with no title text baked in', () => {
    for (const cover of showcase) {
      const svg = svgOf('showcase', cover.url);
      expect(svg).toContain('viewBox="0 0 640 240"');
      expect(svg).not.toMatch(/<text\b|<image\b/);
    }
  });
});
