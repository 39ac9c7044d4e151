/** Helpers of the CDN's tests (cdn-redeploy.spec.ts): ports, and a page asked as a visitor would. */
import { freePort } from './servers';

/** `count` different ports nothing listens on now. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** A page from `origin` with these cookies: its body, headers and the cache's status (X-Cache-Status). */
export async function page(origin: string, pathName: string, cookie: string) {
  const response = await fetch(`${origin}${pathName}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return {
    status: response.status,
    headers: response.headers,
    cache: response.headers.get('x-cache-status'),
    body: await response.text(),
  };
}
