import { fulfilled, moduleIdsIn, ResourceCache } from './resource-cache';
import { withTimeout } from './timeout';

describe('ResourceCache', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('starts one load per key and attempt, and shares it between readers', async () => {
    const cache = new ResourceCache();
    const load = jest.fn(async (attempt: number) => `value ${attempt}`);
    const first = cache.read('course-detail/python', 0, load);
    expect(cache.read('course-detail/python', 0, load)).toBe(first);
    await expect(first).resolves.toEqual({ ok: true, value: 'value 0' });
    await expect(cache.read('course-detail/python', 1, load)).resolves.toEqual({ ok: true, value: 'value 1' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a failed load into a value and logs it once', async () => {
    const cache = new ResourceCache();
    const error = new Error('offline');
    await expect(cache.read('course-detail/react', 0, () => Promise.reject(error))).resolves.toEqual({
      ok: false,
      error,
    });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('Could not load course-detail/react', error);
  });

  it('answers at once, without a pending promise, when the loader already has the value', () => {
    const entry = new ResourceCache().read('module:catalog/HomePage', 0, () => fulfilled('page'));
    expect(entry).toMatchObject({ status: 'fulfilled', value: { ok: true, value: 'page' } });
  });

  it('starts from values loaded before and hands on what it loaded, not modules or failures', async () => {
    const never = () => Promise.reject(new Error('must not load again'));
    const cache = new ResourceCache(new Map([['course-detail/python', { curriculum: [] }]]));
    expect(cache.read('course-detail/python', 0, never)).toMatchObject({
      status: 'fulfilled',
      value: { ok: true, value: { curriculum: [] } },
    });
    const react = cache.read('course-detail/react', 0, async () => ({ curriculum: ['JSX'] }));
    expect(cache.settled()).toBe(false);
    await react;
    await cache.read('module:catalog/HomePage', 0, async () => ({ default: 'page' }));
    await cache.read('course-detail/git', 0, () => Promise.reject(new Error('offline')));
    expect(cache.settled()).toBe(true);
    expect([...cache.loadedValues().keys()]).toEqual(['course-detail/python', 'course-detail/react']);
  });

  it("snapshots the first load's values, modules and failures, not the retries", async () => {
    const cache = new ResourceCache();
    await cache.read('course-detail/python', 0, async () => ({ curriculum: [] }));
    await cache.read('module:membership/PricingBlock', 0, async () => ({ default: 'component' }));
    await cache.read('module:catalog/TestimonialsSection', 0, () => Promise.reject(new Error('down')));
    await cache.read('module:catalog/TestimonialsSection', 1, async () => ({ default: 'component' }));
    expect(cache.snapshot()).toEqual({
      values: { 'course-detail/python': { curriculum: [] } },
      modules: ['membership/PricingBlock'],
      deferred: [],
      failed: ['module:catalog/TestimonialsSection'],
    });
  });

  it("rebuilds the server's cache in the browser, loading the modules before it resolves", async () => {
    const loadModule = jest.fn(async (id: string) => ({ default: id }));
    const cache = await ResourceCache.fromSnapshot(
      {
        values: { 'course-detail/python': 42 },
        modules: ['catalog/CourseDetailPage'],
        deferred: [],
        failed: ['course-detail/react'],
      },
      loadModule,
    );
    const never = () => Promise.reject(new Error('must not load again'));
    expect(cache.read('course-detail/python', 0, never)).toMatchObject({
      status: 'fulfilled',
      value: { ok: true, value: 42 },
    });
    expect(cache.read('module:catalog/CourseDetailPage', 0, never)).toMatchObject({
      status: 'fulfilled',
      value: { ok: true, value: { default: 'catalog/CourseDetailPage' } },
    });
    expect(cache.read('course-detail/react', 0, never)).toMatchObject({
      status: 'fulfilled',
      value: { ok: false, fromServer: true },
    });
    expect(loadModule).toHaveBeenCalledWith('catalog/CourseDetailPage');
  });
});

/** A server's cache that has read `eager` and `deferred` (each module's default export its key) and defers `deferred`. */
async function cacheDeferring(eager: string, deferred: string) {
  const cache = new ResourceCache();
  for (const key of [eager, deferred]) await cache.read(key, 0, async () => ({ default: key }));
  cache.deferHydration(deferred);
  return cache;
}

describe('ResourceCache: sections hydrated on interaction', () => {
  it('snapshots a deferred module apart from the modules the browser loads before hydrating', async () => {
    const cache = await cacheDeferring('module:catalog/HomePage', 'module:membership/LifetimeOffer');
    expect(cache.snapshot()).toMatchObject({
      modules: ['catalog/HomePage'],
      deferred: ['module:membership/LifetimeOffer'],
    });
  });

  it("keeps a page's own split sections out of the content it sends, and lists the deferred ones", async () => {
    const cache = await cacheDeferring('section:catalog/eager', 'section:catalog/home-stories');
    expect(cache.snapshot()).toEqual({
      values: {},
      modules: [],
      deferred: ['section:catalog/home-stories'],
      failed: [],
    });
    expect(moduleIdsIn(['section:catalog/home-stories', 'module:membership/LifetimeOffer'])).toEqual([
      'membership/LifetimeOffer',
    ]);
  });

  it('in the browser, loads a deferred module only once its gate is opened', async () => {
    const loadModule = jest.fn(async (id: string) => ({ default: id }));
    const cache = await ResourceCache.fromSnapshot(
      { values: {}, modules: ['catalog/HomePage'], deferred: ['module:membership/LifetimeOffer'], failed: [] },
      loadModule,
    );
    expect(loadModule.mock.calls).toEqual([['catalog/HomePage']]);
    expect(cache.hydrationGate('module:catalog/HomePage')).toBeUndefined();
    const gate = cache.hydrationGate('module:membership/LifetimeOffer');
    expect(gate).toMatchObject({ status: 'pending' });
    cache.openGate('module:membership/LifetimeOffer');
    await gate;
    expect(gate).toMatchObject({ status: 'fulfilled' });
  });

  it('opens every gate at once', async () => {
    const deferred = ['module:membership/LifetimeOffer', 'module:membership/MembershipPitch'];
    const cache = await ResourceCache.fromSnapshot({ values: {}, modules: [], deferred, failed: [] }, jest.fn());
    const gates = deferred.map((key) => cache.hydrationGate(key));
    expect(gates).toMatchObject([{ status: 'pending' }, { status: 'pending' }]);
    cache.openGates();
    await Promise.all(gates);
    expect(gates).toMatchObject([{ status: 'fulfilled' }, { status: 'fulfilled' }]);
  });
});

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rejects a promise that does not settle in time', async () => {
    const hanging = new Promise<string>(() => undefined);
    const result = withTimeout(hanging, 6000, 'catalog/HomePage');
    jest.advanceTimersByTime(6000);
    await expect(result).rejects.toThrow('catalog/HomePage did not load within 6000 ms');
  });

  it('passes a settled value through', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 6000, 'x')).resolves.toBe('ok');
  });
});
