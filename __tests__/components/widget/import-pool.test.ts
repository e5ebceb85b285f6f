/** @jest-environment node */
import { EN_LANGUAGE } from '@/__tests__/support/evidence';
import { ImportPool, importPoolSize, MAX_IMPORT_READERS } from '@/components/widget/import-pool';

/**
 * The page's side of the import pool: how many readers, and the handshake: nothing is posted to a worker
 * before it says `worker-ready`, readers are joined to the lead once both are ready, jobs go to the lead
 * only, and a cancel reaches every worker.
 */
class FakeWorker extends EventTarget {
  readonly posted: { message: unknown; transfer: unknown[] }[] = [];
  terminated = false;
  postMessage(message: unknown, transfer: unknown[] = []): void {
    this.posted.push({ message, transfer });
  }
  terminate(): void {
    this.terminated = true;
  }
  ready(): void {
    this.dispatchEvent(new MessageEvent('message', { data: { type: 'worker-ready' } }));
  }
  types(): string[] {
    return this.posted.map((p) => (p.message as { type: string }).type);
  }
}

function setCores(cores: number | undefined): void {
  Object.defineProperty(globalThis, 'navigator', {
    value: { hardwareConcurrency: cores },
    configurable: true,
  });
}

describe('importPoolSize', () => {
  afterEach(() => {
    delete (globalThis as { __importPoolSize?: unknown }).__importPoolSize;
  });

  it.each([
    [undefined, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [8, MAX_IMPORT_READERS],
    [64, MAX_IMPORT_READERS],
  ])('%p cores: %p', (cores, size) => {
    setCores(cores);
    expect(importPoolSize()).toBe(size);
  });

  it('a whole number set by the page before it loads wins (the benchmark limits the pool)', () => {
    setCores(8);
    (globalThis as { __importPoolSize?: unknown }).__importPoolSize = 1;
    expect(importPoolSize()).toBe(1);
    (globalThis as { __importPoolSize?: unknown }).__importPoolSize = 6;
    expect(importPoolSize()).toBe(6);
    (globalThis as { __importPoolSize?: unknown }).__importPoolSize = 'many';
    expect(importPoolSize()).toBe(MAX_IMPORT_READERS);
  });
});

describe('ImportPool', () => {
  function make(size: number) {
    const workers: FakeWorker[] = [];
    const events = { onReady: jest.fn(), onMessage: jest.fn(), onError: jest.fn() };
    const pool = new ImportPool(
      () => {
        const w = new FakeWorker();
        workers.push(w);
        return w as unknown as Worker;
      },
      size,
      events,
    );
    return { pool, workers, events };
  }

  it('one core: one worker, which reads alone', () => {
    const { workers } = make(1);
    expect(workers).toHaveLength(1);
  });

  it('joins each reader to the lead once both are ready, and never posts before', () => {
    const { pool, workers, events } = make(2);
    const [lead, a, b] = workers;
    if (!lead || !a || !b) throw new Error('expected three workers');
    expect(workers).toHaveLength(3);
    a.ready();
    expect(a.posted).toEqual([]);
    expect(pool.ready).toBe(false);
    lead.ready();
    expect(events.onReady).toHaveBeenCalledTimes(1);
    expect(pool.ready).toBe(true);
    expect(a.types()).toEqual(['pool-serve']);
    expect(lead.types()).toEqual(['pool-join']);
    expect(b.posted).toEqual([]);
    b.ready();
    expect(b.types()).toEqual(['pool-serve']);
    expect(lead.types()).toEqual(['pool-join', 'pool-join']);
    // Each port is transferred, and the lead's end and the reader's end are the two ends of one channel.
    expect(a.posted[0]?.transfer).toHaveLength(1);
    expect(lead.posted[0]?.transfer).toHaveLength(1);

    pool.post({ type: 'start-sample', jobId: 1, sampleId: 'ken', ...EN_LANGUAGE });
    expect(lead.types().at(-1)).toBe('start-sample');
    expect(a.types()).not.toContain('start-sample');
    pool.cancel(1);
    for (const w of workers) expect(w.posted.at(-1)?.message).toEqual({ type: 'cancel', jobId: 1 });
    pool.terminate();
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it("passes the lead's replies on, not the readers' or the handshake", () => {
    const { workers, events } = make(2);
    const [lead, reader] = workers;
    lead?.ready();
    lead?.dispatchEvent(new MessageEvent('message', { data: { type: 'progress', jobId: 1 } }));
    reader?.dispatchEvent(new MessageEvent('message', { data: { type: 'progress', jobId: 1 } }));
    expect(events.onMessage).toHaveBeenCalledTimes(1);
    expect(events.onMessage).toHaveBeenCalledWith({ type: 'progress', jobId: 1 });
  });

  it('an error in any worker reaches the page', () => {
    const { workers, events } = make(3);
    workers[2]?.dispatchEvent(new Event('error'));
    expect(events.onError).toHaveBeenCalledTimes(1);
  });
});
