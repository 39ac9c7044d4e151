// @ts-check
/**
 * Timeouts and a connection cap for every server of the site: the shell's (its workers) and the
 * remotes' static hosts. Without them Node waits for ever on a request body that never ends, and
 * on as many connections as a client opens (the hardening of Node's and nginx's guides). Each is an
 * environment variable with a safe default, read once at start:
 *
 *   REQUEST_TIMEOUT_MS     30000  a whole request (headers and body) must arrive within it, else 408 and closed
 *   HEADERS_TIMEOUT_MS     10000  the headers must arrive within it (slow-loris), else 408 and closed
 *   KEEP_ALIVE_TIMEOUT_MS   5000  an idle kept-alive connection is closed after it (a proxy in front keeps
 *                                 its own upstream keep-alive shorter: cdn.conf.template says 4 s)
 *   IDLE_TIMEOUT_MS        60000  a connection on which nothing moves for it, either way, is closed
 *                                 (a client that stops reading an answer; nginx's send_timeout)
 *   MAX_CONNECTIONS         1000  connections one process holds at once; more are refused at once
 */
const http = require('node:http');

/** @typedef {{ requestTimeoutMs: number, headersTimeoutMs: number, keepAliveTimeoutMs: number, idleTimeoutMs: number, maxConnections: number }} ConnectionLimits */

/** @type {Record<keyof ConnectionLimits, [string, number]>} */
const VARIABLES = {
  requestTimeoutMs: ['REQUEST_TIMEOUT_MS', 30_000],
  headersTimeoutMs: ['HEADERS_TIMEOUT_MS', 10_000],
  keepAliveTimeoutMs: ['KEEP_ALIVE_TIMEOUT_MS', 5_000],
  idleTimeoutMs: ['IDLE_TIMEOUT_MS', 60_000],
  maxConnections: ['MAX_CONNECTIONS', 1_000],
};

/** How often Node looks for requests past their timeouts (its default, 30 s, would let one run twice as long). */
const CHECK_EVERY_MS = 1_000;

/**
 * The limits the environment sets; a value that is not a whole number above 0 stops the start,
 * naming its variable.
 * @param {NodeJS.ProcessEnv} env
 * @returns {ConnectionLimits}
 */
function connectionLimits(env = process.env) {
  const limits = /** @type {ConnectionLimits} */ ({});
  for (const [key, [variable, fallback]] of Object.entries(VARIABLES)) {
    const text = env[variable];
    const value = text === undefined || text === '' ? fallback : Number(text);
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new Error(`${variable} must be a whole number above 0, not "${text}"`);
    limits[/** @type {keyof ConnectionLimits} */ (key)] = value;
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error('HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS');
  }
  return limits;
}

/**
 * Fastify's `serverFactory`: an HTTP server that applies the limits.
 * @param {ConnectionLimits} limits
 * @returns {(handler: http.RequestListener) => http.Server}
 */
function hardenedServerFactory(limits) {
  return (handler) => {
    const server = http.createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: limits.headersTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, limits.headersTimeoutMs),
      },
      handler,
    );
    server.setTimeout(limits.idleTimeoutMs);
    server.maxConnections = limits.maxConnections;
    return server;
  };
}

/** @type {Record<string, number>} The status of what Node's parser refuses, by its code; else 400. */
const PARSER_STATUS = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Fastify's `clientErrorHandler` for a static host: a request Node's parser refuses (headers too
 * large, too slow, not HTTP) is answered in a word, `nosniff` like every other answer, and closed.
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex} socket
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = PARSER_STATUS[error.code ?? ''] ?? 400;
  const text = `${http.STATUS_CODES[status]}\n`;
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${text.length}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  setTimeout(() => socket.destroy(), 1000).unref();
}

exports.answerClientError = answerClientError;
exports.connectionLimits = connectionLimits;
exports.hardenedServerFactory = hardenedServerFactory;
