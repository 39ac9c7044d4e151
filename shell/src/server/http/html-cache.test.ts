/** @jest-environment node */
import { CachedPage } from './cached-page';
import { HtmlCache, type RenderOutcome } from './html-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A render that counts its calls and answers after a moment, so that callers can overlap. */
function renderer(outcome: RenderOutcome = { kind: 'page', status: 200, html: '<p>hi</p>', keep: true }) {
  const render = jest.fn(async () => {
    await sleep(5);
    return outcome;
  });
  return render;
}

describe('HtmlCache', () => {
  it('answers a second call from the cache without rendering', async () => {
    const cache = new HtmlCache(10_000);
    const render = renderer();
    const first = await cache.page('/a', render);
    const second = await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first).toBeInstanceOf(CachedPage);
    expect((first as CachedPage).status).toBe(200);
    expect((first as CachedPage).body.toString()).toBe('<p>hi</p>');
  });

  it('lets go of a page once its ttl has passed, though no newer page pushed it out', async () => {
    const cache = new HtmlCache(20);
    await cache.page('/a', renderer());
    expect(cache.kept).toBe(1);
    await sleep(60);
    expect(cache.kept).toBe(0);
  });

  it('renders each key on its own', async () => {
    const cache = new HtmlCache(10_000);
    const render = renderer();
    await cache.page('/a', render);
    await cache.page('/b', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('gives concurrent callers of a key one render', async () => {
    const cache = new HtmlCache(10_000);
    const render = renderer();
    const answers = await Promise.all([1, 2, 3].map(() => cache.page('/a', render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('gives every waiting caller a page not to keep, and keeps nothing', async () => {
    const cache = new HtmlCache(10_000);
    const render = renderer({ kind: 'page', status: 200, html: '<p>fallback</p>', keep: false });
    const answers = await Promise.all([cache.page('/a', render), cache.page('/a', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toBeInstanceOf(CachedPage);
    await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('returns a redirect to every waiting caller without keeping it', async () => {
    const cache = new HtmlCache(10_000);
    const redirect = { kind: 'redirect', status: 301, location: '/b' } as const;
    const render = renderer(redirect);
    const answers = await Promise.all([cache.page('/a', render), cache.page('/a', render)]);
    expect(answers).toEqual([redirect, redirect]);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders again once a page is older than the ttl', async () => {
    const cache = new HtmlCache(40);
    const render = renderer();
    const first = await cache.page('/a', render);
    expect(await cache.page('/a', render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    await sleep(60);
    expect(await cache.page('/a', render)).not.toBe(first);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing with a ttl of 0, yet gives concurrent callers one render', async () => {
    const cache = new HtmlCache(0);
    const render = renderer();
    const answers = await Promise.all([cache.page('/a', render), cache.page('/a', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers[0]).toBe(answers[1]);
    await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('fails every caller waiting on a failed render, and renders again next time', async () => {
    const cache = new HtmlCache(10_000);
    const failing = jest.fn(async (): Promise<RenderOutcome> => {
      await sleep(5);
      throw new Error('remote down');
    });
    const answers = await Promise.allSettled([cache.page('/a', failing), cache.page('/a', failing)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    const render = renderer();
    await expect(cache.page('/a', render)).resolves.toBeInstanceOf(CachedPage);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used page beyond maxEntries', async () => {
    const cache = new HtmlCache(10_000, 2);
    const render = renderer();
    await cache.page('/a', render);
    await cache.page('/b', render);
    await cache.page('/a', render);
    await cache.page('/c', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.page('/b', render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('still answers the callers of a render whose entry was pushed out while it ran', async () => {
    const cache = new HtmlCache(10_000, 1);
    const slow = renderer();
    const pending = cache.page('/a', slow);
    await cache.page(
      '/b',
      jest.fn(async (): Promise<RenderOutcome> => ({ kind: 'page', status: 200, html: 'b', keep: true })),
    );
    await expect(pending).resolves.toBeInstanceOf(CachedPage);
  });
});
