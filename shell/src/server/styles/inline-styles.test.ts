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

  it('leaves out comments and the whitespace between tokens', () => {
    expect(
      inlineSheet(
        '/* tokens */\n:root {\n  --a: 1px;\n}\n.a,\n.b {\n  color: red;\n  margin: 0\n    auto;\n}\n@media (min-width: 40rem) {\n  .a { color: blue; }\n}\n',
        '/a.css',
      ).text,
    ).toBe(':root{--a:1px}.a,.b{color:red;margin:0 auto}@media (min-width: 40rem){.a{color:blue}}');
  });

  it('writes each sheet it read whole, named by its URL, and links the rest with their signed hashes', () => {
    const known = new Map([['/a.css', inlineSheet('.a{color:red}\n.b{color:blue}', '/a.css')]]);
    const { html, hashes } = styleTags(
      ['/a.css', 'http://localhost:3001/b.css'],
      (href) => known.get(href),
      (href) => (href.endsWith('b.css') ? 'sha384-b' : undefined),
    );
    expect(html).toBe(
      [
        '<style data-href="/a.css">.a{color:red}.b{color:blue}</style>',
        '<link rel="stylesheet" href="http://localhost:3001/b.css" integrity="sha384-b" crossorigin="anonymous">',
      ].join('\n'),
    );
    // The CSP allows exactly the text written.
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('.a{color:red}.b{color:blue}').digest('base64')}'`]);
  });
});
