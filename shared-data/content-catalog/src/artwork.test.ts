/**
 * @jest-environment node
 *
 * The artwork the content points to: the company marks of the home page's logo strip and the
 * covers of its project showcase, read as the SVG files the site ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import { companies } from './companies';
import { showcaseProjects } from './showcase';

const ASSETS = path.resolve(__dirname, 'assets');

/** Under Jest an image import is its file name (jest.file-transform.js); the file is read from the assets. */
const svgOf = (folder: string, url: string) => fs.readFileSync(path.join(ASSETS, folder, url), 'utf8');

/** Every colour an SVG paints with (fill, stroke, gradient stops); 'none' and references to gradients left out. */
function paints(svg: string): string[] {
  const values = [...svg.matchAll(/(?:fill|stroke|stop-color)="([^"]+)"/g)].map((match) => match[1] ?? '');
  const colours = values.filter((value) => value !== 'none' && !value.startsWith('url('));
  return [...new Set(colours.map((value) => value.toLowerCase()))];
}

describe('company marks', () => {
  const marks = companies.map((company) => ({ name: company.name, svg: svgOf('companies', company.logoUrl) }));

  it('are one per company: 24 different drawings', () => {
    expect(new Set(companies.map((company) => company.logoUrl)).size).toBe(24);
    expect(new Set(marks.map((mark) => mark.svg)).size).toBe(24);
  });

  it('are drawn in one and the same neutral colour, no brand colours', () => {
    const colours = new Set(marks.flatMap((mark) => paints(mark.svg)));
    expect([...colours]).toEqual(['#555a78']);
  });

  it('share one square canvas, so every mark shows at the same size', () => {
    for (const mark of marks) {
      expect({ name: mark.name, viewBox: /viewBox="([^"]+)"/.exec(mark.svg)?.[1] }).toEqual({
        name: mark.name,
        viewBox: '0 0 32 32',
      });
    }
  });

  it('are marks, not typeset words (the name is the page’s text)', () => {
    for (const mark of marks) expect(mark.svg).not.toMatch(/<text\b/);
  });
});

describe('showcase covers', () => {
  const covers = showcaseProjects.map((project) => ({ title: project.title, url: project.imageUrl }));

  it('are six different pictures, one per project', () => {
    for (const cover of covers) expect(cover.url).toMatch(/\.svg$/);
    expect(new Set(covers.map((cover) => cover.url)).size).toBe(6);
    expect(new Set(covers.map((cover) => svgOf('showcase', cover.url))).size).toBe(6);
  });

  it('differ in colour too, not only in drawing', () => {
    const palettes = covers.map((cover) => paints(svgOf('showcase', cover.url)).sort().join(' '));
    expect(new Set(palettes).size).toBe(6);
  });

  it('are vector art at the cover’s 8:3 shape, with no title text baked in', () => {
    for (const cover of covers) {
      const svg = svgOf('showcase', cover.url);
      expect(svg).toContain('viewBox="0 0 640 240"');
      expect(svg).not.toMatch(/<text\b|<image\b/);
    }
  });
});
