/** @jest-environment node */
import { EN_LANGUAGE } from '@/__tests__/support/evidence';
import { appleExportZip } from '@/fixtures/other-services';
import { zipBomb } from '@/fixtures/hostile-exports';
import {
  accountExportZip,
  endsongExportZip,
  extendedExportZip,
  looseExportFiles,
  technicalLogZip,
  type FixtureFile,
} from '@/fixtures/spotify-export';
import { readExport, readExportPart, type PartReader, type PartSink } from '@/lib/export/read-export';
import { TaskQueue } from '@/lib/export/task-queue';
import { isPartTail, isTaskOutcome, chunkBuffers } from '@/lib/import/part-outcome-guard';
import { PoolReaders, type ReaderPort } from '@/lib/import/pool-lead';
import { PartServer, type PartPort } from '@/lib/import/pool-reader';
import { handleImportMessage, runImportJob } from '@/lib/import/run-import';
import type { ImportReply } from '@/lib/import/import-protocol';
import type { PartReply } from '@/lib/import/pool-protocol';

/**
 * The import pool gives the same answer as one worker: the same export read by 1, 2 or 3 readers yields the
 * same result, breakdown and summary (or the same failure), with progress that only grows. The page is sent
 * the result and summary; the breakdown stays in the worker, so it is compared on the outcome the worker
 * computes before it posts (runImportJob). The readers run
 * in-process, but everything they hand the lead goes through structuredClone with its buffers transferred
 * and through the lead's guards, as it does between workers.
 */
jest.setTimeout(60_000);

function fileOf(f: FixtureFile): File {
  return new File([new Uint8Array(f.bytes)], f.name);
}

interface Pool {
  readonly readers: PoolReaders;
  /** Every reply the readers posted, after cloning. */
  readonly posted: PartReply[];
  /** What import-worker.ts does on a `cancel`, which the page posts to the lead and every reader. */
  cancel(jobId: number): void;
}

/** `count` in-process readers joined to a lead's PoolReaders, as the page joins workers. */
function inProcessPool(count: number, cancelled: () => boolean = () => false): Pool {
  const readers = new PoolReaders();
  const posted: PartReply[] = [];
  const servers: PartServer[] = [];
  for (let i = 0; i < count; i++) {
    const toLead = new EventTarget();
    const readerSide: PartPort = {
      postMessage(reply, transfer) {
        const data = structuredClone(reply, { transfer }) as PartReply;
        posted.push(data);
        // A port delivers later, in order.
        setImmediate(() => toLead.dispatchEvent(new MessageEvent('message', { data })));
      },
    };
    const server = new PartServer(readerSide, cancelled);
    servers.push(server);
    const leadSide: ReaderPort = {
      // A port delivers later, in order; parts run one after another, as in import-worker.ts.
      postMessage: (message) =>
        setImmediate(() => {
          const part = server.receive(message);
          if (part) void part.run();
        }),
      addEventListener: (type, listener) => toLead.addEventListener(type, listener as EventListener),
    };
    readers.join(leadSide);
  }
  const cancel = (jobId: number) => {
    readers.abort(jobId);
    for (const server of servers) server.cancel(jobId);
  };
  return { readers, posted, cancel };
}

async function importWith(files: readonly FixtureFile[], size: number, jobId = 1) {
  const pool = inProcessPool(size >= 2 ? size : 0);
  const replies: ImportReply[] = [];
  await handleImportMessage(
    { type: 'start', jobId, files: files.map(fileOf), timeZone: 'Europe/Berlin', ...EN_LANGUAGE },
    (r) => replies.push(r),
    () => false,
    (id, blobs) => pool.readers.readersFor(id, blobs),
  );
  return { replies, posted: pool.posted };
}

/** The outcome the worker computes for a start message, before it posts: with the breakdown it keeps. */
async function outcomeWith(files: readonly FixtureFile[], size: number, jobId = 1) {
  const pool = inProcessPool(size >= 2 ? size : 0);
  const { result, breakdown, summary, numbers } = await runImportJob(
    { type: 'start', jobId, files: files.map(fileOf), timeZone: 'Europe/Berlin', ...EN_LANGUAGE },
    () => {},
    (id, blobs) => pool.readers.readersFor(id, blobs),
  );
  return { result, breakdown, summary, numbers };
}

function endOf(replies: readonly ImportReply[]) {
  const last = replies.at(-1);
  if (last?.type === 'done') return { result: last.result, summary: last.summary };
  if (last?.type === 'failed') return { code: last.code, message: last.message };
  throw new Error(`no final reply: ${JSON.stringify(last)}`);
}

const EXPORTS: Record<string, () => FixtureFile[]> = {
  'account and extended zips together': () => [
    accountExportZip({ plays: 3000, seed: 3 }),
    extendedExportZip({ plays: 6000, recordsPerFile: 700, seed: 4 }),
  ],
  'legacy endsong files': () => [endsongExportZip({ plays: 5000, recordsPerFile: 600, seed: 5 })],
  'loose JSON files': () => looseExportFiles({ plays: 5000, recordsPerFile: 900, seed: 6 }),
  'Apple Music (nested zips: read by the lead alone)': () => [appleExportZip({ days: 40 })],
};

describe('import pool: same answer as one worker', () => {
  it.each(Object.keys(EXPORTS))('%s: pools of 1, 2 and 3 agree', async (name) => {
    const files = EXPORTS[name]?.() ?? [];
    const one = await importWith(files, 1);
    expect(one.replies.at(-1)?.type).toBe('done');
    const oneOutcome = await outcomeWith(files, 1);
    for (const size of [2, 3]) {
      const pooled = await importWith(files, size);
      expect(endOf(pooled.replies)).toEqual(endOf(one.replies));
      expect(await outcomeWith(files, size)).toEqual(oneOutcome);
    }
  });

  it('the readers did the reading, one outcome per file, and progress only grows', async () => {
    const files = [extendedExportZip({ plays: 6000, recordsPerFile: 700, seed: 4 })];
    const { replies, posted } = await importWith(files, 3);
    const outcomes = posted.flatMap((r) => (r.type === 'part-outcome' ? [r.outcome.index] : []));
    expect(outcomes.length).toBeGreaterThan(5);
    expect(new Set(outcomes).size).toBe(outcomes.length);
    expect(posted.filter((r) => r.type === 'part-tail')).toHaveLength(3);
    const progress = replies.flatMap((r) => (r.type === 'progress' ? [r] : []));
    for (let i = 1; i < progress.length; i++) {
      expect(progress[i]?.percent).toBeGreaterThanOrEqual(progress[i - 1]?.percent ?? 0);
    }
    const fileIndexes = progress.flatMap((p) => (p.fileIndex === undefined ? [] : [p.fileIndex]));
    expect(fileIndexes.length).toBeGreaterThan(5);
    for (let i = 1; i < fileIndexes.length; i++) {
      expect(fileIndexes[i]).toBeGreaterThanOrEqual(fileIndexes[i - 1] ?? 0);
    }
    expect(progress.at(-1)).toMatchObject({ stage: 'scoring', percent: 100 });
  });

  it.each([
    [
      'a zip bomb beside a real export',
      () => [extendedExportZip({ plays: 4000, recordsPerFile: 500 }), zipBomb(4)],
    ],
    ['the technical-log package', () => [technicalLogZip()]],
  ])('%s: the same failure, code and message', async (_name, make) => {
    const files = make();
    const one = endOf((await importWith(files, 1)).replies);
    expect(one).toHaveProperty('code');
    expect(endOf((await importWith(files, 2)).replies)).toEqual(one);
    expect(endOf((await importWith(files, 3)).replies)).toEqual(one);
  });

  it('a cancelled job posts nothing more, and every reader ends its part', async () => {
    let cancelled = false;
    const pool = inProcessPool(2, () => cancelled);
    const replies: ImportReply[] = [];
    await handleImportMessage(
      {
        type: 'start',
        jobId: 9,
        files: [fileOf(extendedExportZip({ plays: 6000, recordsPerFile: 500 }))],
        timeZone: 'UTC',
        ...EN_LANGUAGE,
      },
      (r) => {
        replies.push(r);
        if (r.type === 'progress' && r.stage === 'parsing' && (r.fileIndex ?? 0) >= 3) {
          cancelled = true;
          pool.cancel(9);
        }
      },
      () => cancelled,
      (id, blobs) => pool.readers.readersFor(id, blobs),
    );
    expect(replies.some((r) => r.type === 'done' || r.type === 'failed')).toBe(false);
    // A reader that was waiting for its next file ends at once; one inside a file, at its next checkpoint.
    const ends = () => pool.posted.filter((r) => r.type === 'part-tail' || r.type === 'part-failed');
    for (let waited = 0; ends().length < 2 && waited < 10_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ends()).toHaveLength(2);
  });
});

/**
 * Readers that run readExportPart here, handing the lead clones (buffers transferred) through the guards.
 * Each records the files it read in `read[part]`; part 0 waits `slowMs` before asking for each file.
 */
function clonedParts(
  inputs: readonly FixtureFile[],
  count: number,
  { slowMs = 0, read = [] as number[][] } = {},
): PartReader[] {
  const clone = <T>(value: T, transfer: ArrayBuffer[]): unknown => structuredClone(value, { transfer });
  return Array.from({ length: count }, () => async (part: number, sink: PartSink, _plan, take) => {
    const mine: number[] = (read[part] = []);
    const next = async () => {
      if (part === 0 && slowMs > 0) await new Promise((resolve) => setTimeout(resolve, slowMs));
      const index = await take();
      if (index !== null) mine.push(index);
      return index;
    };
    await readExportPart(
      inputs,
      {
        at: (index, bytes) => sink.at(index, bytes),
        outcome: (o) => {
          const copy = clone(o, chunkBuffers(o.table));
          if (!isTaskOutcome(copy)) throw new Error('outcome refused');
          sink.outcome(copy);
        },
        tail: (t) => {
          const copy = clone(t, chunkBuffers(t.table));
          if (!isPartTail(copy)) throw new Error('tail refused');
          sink.tail(copy);
        },
        failed: (index, error) => sink.failed(index, error),
      },
      next,
    );
  });
}

describe('import pool: the merged plays', () => {
  it.each(Object.keys(EXPORTS).filter((name) => !name.startsWith('Apple')))(
    '%s: the same plays as one reader, row for row and id for id',
    async (name) => {
      const files = EXPORTS[name]?.() ?? [];
      const one = await readExport(files);
      for (const size of [2, 3]) {
        const pooled = await readExport(files, { parts: clonedParts(files, size) });
        expect(pooled.plays).toEqual(one.plays);
        expect(pooled.summary).toEqual(one.summary);
      }
    },
  );
});

describe('import pool: files go to whichever reader is free', () => {
  it('a slow reader reads fewer files, each reader in reading order, and the plays are the same', async () => {
    const files = EXPORTS['legacy endsong files']?.() ?? [];
    const one = await readExport(files);
    const read: number[][] = [];
    const pooled = await readExport(files, { parts: clonedParts(files, 2, { slowMs: 40, read }) });
    expect(pooled.plays).toEqual(one.plays);
    expect(pooled.summary).toEqual(one.summary);
    const [slow = [], fast = []] = read;
    expect(slow.length + fast.length).toBeGreaterThan(4);
    expect(slow.length).toBeLessThan(fast.length);
    for (const mine of read) expect(mine).toEqual([...mine].sort((a, b) => a - b));
    expect(new Set([...slow, ...fast]).size).toBe(slow.length + fast.length);
  });
});

describe('TaskQueue', () => {
  const json = { format: 'json' as const };
  const csv = { format: 'csv' as const };
  const takeAll = (queue: TaskQueue, parts: readonly number[]) => parts.map((p) => queue.take(p));

  it('hands out the files in reading order to whichever part asks, then null', () => {
    const queue = new TaskQueue([json, json, json]);
    expect(takeAll(queue, [1, 0, 1, 0])).toEqual([0, 1, 2, null]);
  });

  it('keeps every CSV for part 0, first (Apple joins rows across its files)', () => {
    const queue = new TaskQueue([json, csv, json, csv]);
    expect(takeAll(queue, [1, 1, 0, 0, 0, 1])).toEqual([0, 2, 1, 3, null, null]);
  });

  it('hands out nothing at or after a failure, earlier CSVs still go to part 0', () => {
    const queue = new TaskQueue([json, json, csv, json, json]);
    expect(queue.take(1)).toBe(0);
    queue.stopAt(3);
    expect(takeAll(queue, [1, 0, 0, 1])).toEqual([1, 2, null, null]);
    queue.stopAt(-1);
    expect(queue.take(0)).toBeNull();
  });
});
