/**
 * @jest-environment node
 */
import { sameServer } from './same-server';

const same = (a: string, b: string) => sameServer(new URL(a), new URL(b));

test('every name and address of this machine is one server; the port tells servers apart', async () => {
  for (const other of [
    'http://127.0.0.1:3004/',
    'http://127.8.9.1:3004/x',
    'http://[::1]:3004/',
    'http://0.0.0.0:3004/',
  ]) {
    expect(await same('http://localhost:3004/', other)).toBe(true);
  }
  expect(await same('http://localhost:3004/', 'http://127.0.0.1:4004/')).toBe(false);
  expect(await same('http://localhost/', 'http://127.0.0.1:80/')).toBe(true);
  expect(await same('https://localhost/', 'http://127.0.0.1/')).toBe(false);
});

test('other addresses are the same server only when they are the same address', async () => {
  expect(await same('http://10.0.0.5:3004/', 'http://10.0.0.5:3004/')).toBe(true);
  expect(await same('http://10.0.0.5:3004/', 'http://10.0.0.6:3004/')).toBe(false);
  expect(await same('http://[2001:db8::1]:3004/', 'http://[2001:0db8:0:0::1]:3004/')).toBe(true);
  expect(await same('http://10.0.0.5:3004/', 'http://localhost:3004/')).toBe(false);
});
