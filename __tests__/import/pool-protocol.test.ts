/** @jest-environment node */
import { PlayTableBuilder } from '@/lib/export/plays/play-table';
import {
  isPartMessage,
  isPartReply,
  isPartTaskMessage,
  isPoolJoinMessage,
  isPoolServeMessage,
} from '@/lib/import/pool-protocol';

/** Guards of the import pool's messages (pool-protocol.ts): page -> workers, lead <-> reader. */
const file = new File(['[]'], 'a.json');

function chunk() {
  const t = new PlayTableBuilder();
  t.add(1, 2, 'Artist', 'Song', null, 'android', 'DE', 1, 2, 0, 2);
  t.add(3, 4, 'Artist', 'Other song', 'Album', null, null, 0, 0, 1, 2);
  return t.toChunk();
}

function outcome(table: unknown = chunk()) {
  return {
    index: 2,
    filesRead: 1,
    historyFile: true,
    accountPackage: false,
    extendedPackage: true,
    brokenHistory: false,
    accountData: false,
    rows: { podcastRows: 0, audiobookRows: 0, videoRows: 0, incognitoRows: 1, invalidRows: 0 },
    table,
  };
}

describe('pool-join and pool-serve (page -> workers)', () => {
  it('accept a MessagePort and nothing else', () => {
    const { port1, port2 } = new MessageChannel();
    expect(isPoolJoinMessage({ type: 'pool-join', port: port1 })).toBe(true);
    expect(isPoolServeMessage({ type: 'pool-serve', port: port2 })).toBe(true);
    expect(isPoolJoinMessage({ type: 'pool-join', port: {} })).toBe(false);
    expect(isPoolJoinMessage({ type: 'pool-serve', port: port1 })).toBe(false);
    expect(isPoolServeMessage({ type: 'pool-serve' })).toBe(false);
    expect(isPoolServeMessage(null)).toBe(false);
    port1.close();
    port2.close();
  });
});

describe('part (lead -> reader)', () => {
  const good = { type: 'part', jobId: 3, files: [file], taskCount: 4, totalBytes: 100 };
  it('accepts the start of a part of a job', () => {
    expect(isPartMessage(good)).toBe(true);
  });
  it.each([
    { ...good, jobId: 0 },
    { ...good, files: [{ name: 'x' }] },
    { ...good, files: 'a.json' },
    { ...good, taskCount: '4' },
    { ...good, totalBytes: -1 },
    { ...good, type: 'start' },
  ])('rejects %p', (value) => {
    expect(isPartMessage(value)).toBe(false);
  });
});

describe('part-task (lead -> reader)', () => {
  it.each([
    { type: 'part-task', jobId: 3, index: 0 },
    { type: 'part-task', jobId: 3, index: 12 },
    { type: 'part-task', jobId: 3, index: null },
  ])('accepts %p', (value) => {
    expect(isPartTaskMessage(value)).toBe(true);
  });
  it.each([
    { type: 'part-task', jobId: 3, index: -1 },
    { type: 'part-task', jobId: 3, index: 1.5 },
    { type: 'part-task', jobId: 3 },
    { type: 'part-task', jobId: 0, index: 1 },
    { type: 'part', jobId: 3, index: 1 },
    null,
  ])('rejects %p', (value) => {
    expect(isPartTaskMessage(value)).toBe(false);
  });
});

describe('part replies (reader -> lead)', () => {
  it.each([
    { type: 'part-at', jobId: 1, index: 0, bytes: 0 },
    { type: 'part-outcome', jobId: 1, outcome: outcome() },
    { type: 'part-outcome', jobId: 1, outcome: { ...outcome(undefined), skip: 'damaged' } },
    {
      type: 'part-outcome',
      jobId: 1,
      outcome: { ...outcome(undefined), auxiliary: { kind: 'library', value: { tracks: [] } } },
    },
    {
      type: 'part-tail',
      jobId: 1,
      tail: { hadPlayActivity: false, rows: outcome().rows },
    },
    { type: 'part-tail', jobId: 1, tail: { hadPlayActivity: true, rows: outcome().rows, table: chunk() } },
    { type: 'part-failed', jobId: 1, index: -1, code: 'ZIP_UNSAFE' },
    {
      type: 'part-failed',
      jobId: 1,
      index: 0,
      code: 'ZIP_DAMAGED',
      detail: { kind: 'recognised', service: 'youtube', file: 'watch-history.json' },
    },
    {
      type: 'part-failed',
      jobId: 1,
      index: 0,
      code: 'NOT_ENOUGH_MUSIC',
      detail: { kind: 'not-enough', plays: 0, days: 0, service: 'apple' },
    },
  ])('accepts %p', (value) => {
    expect(isPartReply(value)).toBe(true);
  });

  it('accepts a chunk after a structured clone with its buffers transferred', () => {
    const table = chunk();
    const reply = { type: 'part-outcome', jobId: 1, outcome: outcome(table) };
    const transfer = [table.end.buffer, table.artist.buffer] as ArrayBuffer[];
    expect(isPartReply(structuredClone(reply, { transfer }))).toBe(true);
  });

  const withTable = (patch: Record<string, unknown>) => ({
    type: 'part-outcome',
    jobId: 1,
    outcome: outcome({ ...chunk(), ...patch }),
  });
  it('accepts ids that index names an earlier chunk of the same reader brought', () => {
    const value = withTable({ names: { ...chunk().names, artists: { from: 1, added: [] } } });
    expect(isPartReply(value)).toBe(true);
  });

  it.each([
    ['an artist id past its names', withTable({ artist: new Int32Array([0, 5]) })],
    ['a missing artist', withTable({ artist: new Int32Array([0, -1]) })],
    ['a platform id past its names', withTable({ platform: new Int32Array([0, 3]) })],
    ['a column of the wrong type', withTable({ end: new Int32Array(2) })],
    ['a column too short', withTable({ ms: new Float64Array(1) })],
    ['a plain array for a column', withTable({ flags: [0, 0] })],
    ['a title column too short', withTable({ title: new Int32Array(1) })],
    ['a title id past its names', withTable({ title: new Int32Array([0, 2]) })],
    ['a missing title', withTable({ title: new Int32Array([0, -1]) })],
    ['an album id past its names', withTable({ album: new Int32Array([-1, 1]) })],
    ['titles as strings per row', withTable({ title: ['Song', 'Other song'] })],
    [
      'names that are not strings',
      withTable({ names: { ...chunk().names, artists: { from: 0, added: [{}] } } }),
    ],
    ['names without a start', withTable({ names: { ...chunk().names, artists: { added: ['Artist'] } } })],
    ['a negative start', withTable({ names: { ...chunk().names, countries: { from: -1, added: ['DE'] } } })],
    ['no names at all', withTable({ names: undefined })],
    [
      'an id past the names sent so far',
      withTable({ names: { ...chunk().names, artists: { from: 0, added: [] } } }),
    ],
    ['a negative count', withTable({ count: -1 })],
  ])('rejects %s', (_name, value) => {
    expect(isPartReply(value)).toBe(false);
  });

  it.each([
    null,
    { type: 'part-at', jobId: 1, index: -1, bytes: 0 },
    { type: 'part-at', jobId: 1, index: 0, bytes: 0.5 },
    { type: 'part-outcome', jobId: 1, outcome: { ...outcome(), filesRead: 2 } },
    { type: 'part-outcome', jobId: 1, outcome: { ...outcome(), skip: 'bored' } },
    { type: 'part-outcome', jobId: 1, outcome: { ...outcome(), auxiliary: { kind: 'secrets' } } },
    { type: 'part-outcome', jobId: 1, outcome: { ...outcome(), rows: { podcastRows: 1 } } },
    { type: 'part-tail', jobId: 1, tail: { rows: outcome().rows } },
    { type: 'part-failed', jobId: 1, index: -2, code: 'ZIP_UNSAFE' },
    { type: 'part-failed', jobId: 1, index: 0, code: 'NOPE' },
    { type: 'part-failed', jobId: 1, index: 0, code: 'INTERNAL', detail: 'x' },
    {
      type: 'part-failed',
      jobId: 1,
      index: 0,
      code: 'INTERNAL',
      detail: { kind: 'recognised', service: 'apple' },
    },
    {
      type: 'part-failed',
      jobId: 1,
      index: 0,
      code: 'NOT_ENOUGH_MUSIC',
      detail: { kind: 'not-enough', plays: 1.5, days: 0, service: 'apple' },
    },
    { type: 'part-done', jobId: 1 },
    { type: 'part-at', index: 0, bytes: 0 },
  ])('rejects %p', (value) => {
    expect(isPartReply(value)).toBe(false);
  });
});
