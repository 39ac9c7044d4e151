/**
 * Requests written byte for byte on a socket (node:net): what a hostile client sends, which fetch()
 * and node:http would refuse to write or would tidy up (fetch adds Cache-Control: no-cache to a
 * conditional request). The client never closes its side first (Node drops the answer to a request
 * whose client half-closed): each asks the server to close (Connection: close), or waits for the
 * server's timeouts; the answer is whatever came back until the close.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ', '. */
  headers: Record<string, string>;
  body: string;
  /** From the first byte sent to the connection's close. */
  closedAfterMs: number;
}

function parse(text: string, closedAfterMs: number): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = (end < 0 ? text : text.slice(0, end)).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: end < 0 ? '' : text.slice(end + 4),
    closedAfterMs,
  };
}

/** The longest a request waits for the server to close (a stalled one waits for its timeouts). */
const GIVE_UP_MS = 40_000;

/** Sends `bytes` to localhost:`port` and resolves with the answer once the server closes the connection. */
export function rawRequest(port: number, bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = net.connect(port, 'localhost', () => socket.write(bytes));
    socket.setTimeout(GIVE_UP_MS, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => resolve(parse(Buffer.concat(chunks).toString('latin1'), Date.now() - started)));
  });
}

/** A GET written as given (path and extra header lines unchecked), the connection closed after the answer. */
export const rawGet = (port: number, path: string, headerLines: string[] = []) =>
  rawRequest(
    port,
    Buffer.from(
      [`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headerLines, '', ''].join('\r\n'),
      'utf8',
    ),
  );
