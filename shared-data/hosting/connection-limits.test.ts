/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { answerClientError, connectionLimits, hardenedServerFactory } from './connection-limits.cjs';

describe('connectionLimits', () => {
  it('has safe defaults: 30 s for a request, 10 s for its headers, 5 s kept alive, 60 s idle, 1000 connections', () => {
    expect(connectionLimits({})).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 60_000,
      maxConnections: 1_000,
    });
    expect(connectionLimits({ REQUEST_TIMEOUT_MS: '60000', MAX_CONNECTIONS: '50' })).toMatchObject({
      requestTimeoutMs: 60_000,
      maxConnections: 50,
    });
  });

  it('stops the start on a value that is no limit, naming its variable', () => {
    for (const value of ['0', '-1', 'soon', '1.5']) {
      expect(() => connectionLimits({ IDLE_TIMEOUT_MS: value })).toThrow(/^IDLE_TIMEOUT_MS must be/);
    }
    expect(() => connectionLimits({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/not be more than REQUEST_TIMEOUT_MS/);
  });
});

describe('hardenedServerFactory', () => {
  const limits = {
    requestTimeoutMs: 1_000,
    headersTimeoutMs: 500,
    keepAliveTimeoutMs: 300,
    idleTimeoutMs: 5_000,
    maxConnections: 2,
  };
  // Answers once the whole body is in, as a server reading a JSON body does.
  const server = hardenedServerFactory(limits)((request, response) => {
    request.resume();
    request.on('end', () => response.end('ok'));
  });
  server.on('clientError', answerClientError);
  let port: number;
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  beforeAll(() => (port = (server.address() as AddressInfo).port));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Sends `bytes` and keeps the connection open; resolves with what came back and when it was closed. */
  const stalled = (bytes: string) =>
    new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    });

  it('closes a request whose body never ends once the request timeout is past (408)', async () => {
    const { answer, closedAfterMs } = await stalled('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc');
    expect(answer).toMatch(/^HTTP\/1.1 408 /);
    expect(answer).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('closes a connection whose headers never end once the headers timeout is past', async () => {
    const { closedAfterMs } = await stalled('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(closedAfterMs).toBeGreaterThanOrEqual(400);
    expect(closedAfterMs).toBeLessThan(2_500);
  });

  it('answers headers too large 431, nosniff', async () => {
    const { answer } = await stalled(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
  });

  it('closes an idle kept-alive connection once its keep-alive time is past', async () => {
    const kept = await stalled('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(kept.answer).toMatch(/^HTTP\/1.1 200 /);
    expect(kept.closedAfterMs).toBeLessThan(2_000);
  });

  it('refuses a connection over its cap at once', async () => {
    const held = [stalled('GET / HTTP/1.1\r\n'), stalled('GET / HTTP/1.1\r\n')];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const over = await stalled('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(over).toEqual({ answer: '', closedAfterMs: expect.any(Number) });
    expect(over.closedAfterMs).toBeLessThan(300);
    await Promise.all(held);
  });
});
