/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import pino from 'pino';
import { clientErrorStatus, errorPages } from './error-pages';

const lines: { level: number; msg: string }[] = [];

/** An app whose routes throw `error`, with the error pages and a stand-in for rendering. */
async function appThrowing(error: Error) {
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = Fastify({ loggerInstance: log, disableRequestLogging: true });
  const rendering = { statusDocument: (code: number) => `<!doctype html><p>${code}</p>` };
  await app.register(
    fastifyPlugin(
      async (instance) => {
        instance.decorate('rendering', rendering as never);
      },
      { name: 'rendering' },
    ),
  );
  await app.register(errorPages);
  app.get('/', async () => {
    throw error;
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  lines.length = 0;
  const answer = await fetch(origin);
  await app.close();
  return { status: answer.status, headers: answer.headers, body: await answer.text() };
}

beforeEach(() => (lines.length = 0));

test("a client's mistake keeps its status and the headers it names, and is logged at info", async () => {
  const range = Object.assign(new Error('Range Not Satisfiable'), {
    status: 416,
    headers: { 'Content-Range': 'bytes */12' },
  });
  const answer = await appThrowing(range);
  expect([answer.status, answer.headers.get('content-range'), answer.body]).toEqual([
    416,
    'bytes */12',
    'Range Not Satisfiable',
  ]);
  expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'Client error: Range Not Satisfiable' })]);
  const badJson = Object.assign(new Error('Body is not valid JSON'), {
    statusCode: 400,
    code: 'FST_ERR_CTP_INVALID_JSON',
  });
  expect(await appThrowing(badJson)).toMatchObject({ status: 400, body: '<!doctype html><p>400</p>' });
  expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'Client error: Body is not valid JSON' })]);
});

test("the server's own failure is a 500 page, logged as an error", async () => {
  expect(await appThrowing(new Error('broken'))).toMatchObject({ status: 500, body: '<!doctype html><p>500</p>' });
  expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'Could not answer' })]);
});

test('only a status from 400 to 499 is a client error', () => {
  expect([404, 499, 500, 302, '400', undefined].map((statusCode) => clientErrorStatus({ statusCode }))).toEqual([
    404,
    499,
    null,
    null,
    null,
    null,
  ]);
});
