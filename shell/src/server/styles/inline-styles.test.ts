import { createHash } from 'node:crypto';
import { inlineSheet, styleTags } from './inline-styles';

describe('inline stylesheets', () => {
  it("makes relative url()s absolute against the sheet's URL and drops the source-map comment", () => {
    const sheet = inlineSheet(
      '.a{background:url(img/a.png)}.b{src:url("../fonts/b.woff2")}.c{background:url(data:image/png;base64,AA)}\n/*# sourceMappingURL=x.css.map*/',
      'http://localhost:3001/v/abc/x.css',
    );
    expect(sheet.text).toBe(
      '.a{background:url(http://localhost:3001/v/abc/img/a.png)}.b{src:url("http://localhost:3001/v/fonts/b.woff2")}.c{background:url(data:image/png;base64,AA)}',
    );
  });

  it("keeps a site-relative sheet's url()s site-relative", () => {
    expect(inlineSheet('.a{background:url(a.svg)}', '/main.css').text).toBe('.a{background:url(/a.svg)}');
  });

  it('never lets the text close the element', () => {
    expect(inlineSheet('.a::after{content:"</style><script>"}', '/a.css').text).not.toContain('</style');
  });

  it("inlines what the page's classes use of the sheets it knows, lists those whole sheets for after the paint, and links the rest", () => {
    const known = new Map([['/a.css', inlineSheet('.a{color:red}\n.b{color:blue}', '/a.css')]]);
    const { html, hashes, afterPaint } = styleTags(
      ['/a.css', 'http://localhost:3001/b.css'],
      (href) => known.get(href),
      new Set(['a']),
    );
    expect(html).toBe(
      ['<style>.a{color:red}</style>', '<link rel="stylesheet" href="http://localhost:3001/b.css">'].join('\n'),
    );
    expect(afterPaint).toEqual(['/a.css']);
    // The CSP allows exactly the text written.
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('.a{color:red}').digest('base64')}'`]);
  });
});
