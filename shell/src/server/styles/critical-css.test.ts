import { classesIn, classesOf, criticalCss, parseSheet } from './critical-css';

const SHEET = `
:root{--brand:#4f46e5}
body{margin:0}
.card{padding:1rem}
.card .title,.hero h1{font-weight:700}
.menu.open{display:block}
.link:not(.muted):hover{color:red}
@media (min-width:640px){.card{padding:2rem}.drawer{width:20rem}}
@media print{.drawer{display:none}}
@keyframes spin{to{transform:rotate(1turn)}}
`;

describe('critical CSS', () => {
  it('names the classes a selector needs, not those under :not() or :is()', () => {
    expect(classesOf('.a .b:hover > span')).toEqual(['a', 'b']);
    expect(classesOf('.link:not(.muted):is(.x, .y)')).toEqual(['link']);
  });

  it('reads the classes of an HTML document', () => {
    expect([...classesIn('<div class="card  hero"><p class="title">x</p><p data-class="no">y</p></div>')]).toEqual([
      'card',
      'hero',
      'title',
    ]);
  });

  it('keeps the rules the page can use, and every rule that needs no class', () => {
    const css = criticalCss(parseSheet(SHEET), new Set(['card', 'title', 'link']));
    expect(css).toContain(':root{--brand:#4f46e5}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.card{padding:1rem}');
    expect(css).toContain('.card .title,.hero h1{font-weight:700}');
    expect(css).toContain('.link:not(.muted):hover{color:red}');
    expect(css).toContain('@media (min-width:640px){.card{padding:2rem}}');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('.menu.open');
    expect(css).not.toContain('.drawer');
    expect(css).not.toContain('@media print');
  });

  it('keeps a rule once the page has every class one of its selectors needs', () => {
    expect(criticalCss(parseSheet('.menu.open{display:block}'), new Set(['menu']))).toBe('');
    expect(criticalCss(parseSheet('.menu.open{display:block}'), new Set(['menu', 'open']))).toBe(
      '.menu.open{display:block}',
    );
  });
});
