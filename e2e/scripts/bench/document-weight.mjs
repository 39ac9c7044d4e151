// What a page's document costs the browser before any script: the HTML's bytes and the CSS it
// carries inline (the whole sheets are in the head since ADR 0016), read as served (node:http, no
// encoding asked); and a one-paragraph page of our own, served on a free port, whose Lighthouse TBT
// is this machine's floor (what parsing and painting almost nothing costs under the same throttling).
import http from 'node:http';

/** GETs a page as a browser would, without compression; resolves with its text. */
function fetchText(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'identity' }, timeout: 10_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(text));
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer within 10 s`)));
    request.on('error', reject);
  });
}

/** The page's HTML and inline CSS, in bytes. */
export async function documentWeight(url) {
  const html = await fetchText(url);
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (total, [, text]) => total + Buffer.byteLength(text ?? ''),
    0,
  );
  return { htmlBytes: Buffer.byteLength(html), cssBytes: css };
}

const ONE_PARAGRAPH = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>One paragraph</title></head>
<body><p>One paragraph of text, and nothing else: the floor of what a page costs on this machine.</p></body></html>`;

/** Serves the one-paragraph page on a free port of this machine until `close`. */
export async function oneParagraphPage() {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(ONE_PARAGRAPH);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  // Closed with the connections the browser keeps open (a socket it opened ahead, with no request
  // on it, is not idle to Node: `close` alone waited for it, and the bench hung at its end).
  const close = () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}/`, close };
}
