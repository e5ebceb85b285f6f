/** @jest-environment node */
import {
  EXPORT_ERROR_CODES,
  EXPORT_ERROR_MESSAGES,
  isExportErrorCode,
  notEnoughMusicError,
} from '@/lib/export/export-error';
import { handleImportMessage } from '@/lib/export/run-import';
import {
  isImportReply,
  isStartImportMessage,
  type ImportReply,
  type StartImportMessage,
} from '@/lib/export/worker-protocol';
import { extendedExportZip, notAnExportFile } from '@/e2e/fixtures/spotify-export';

function fileOf(f: { name: string; bytes: Uint8Array }): File {
  return new File([new Uint8Array(f.bytes)], f.name);
}

async function run(message: unknown): Promise<ImportReply[]> {
  const replies: ImportReply[] = [];
  await handleImportMessage(message, (r) => replies.push(r));
  return replies;
}

describe('start message guard (page -> worker)', () => {
  const file = new File(['[]'], 'a.json');
  it('accepts files and a time zone', () => {
    expect(isStartImportMessage({ type: 'start', files: [file], timeZone: 'Europe/Berlin' })).toBe(true);
    expect(isStartImportMessage({ type: 'start', files: [], timeZone: 'UTC' })).toBe(true);
  });

  it.each([
    null,
    'start',
    { type: 'start' },
    { type: 'start', files: [file] },
    { type: 'start', files: [{ name: 'x', size: 1 }], timeZone: 'UTC' },
    { type: 'start', files: file, timeZone: 'UTC' },
    { type: 'go', files: [file], timeZone: 'UTC' },
  ])('rejects %p', (value) => {
    expect(isStartImportMessage(value)).toBe(false);
  });
});

describe('reply guard (worker -> page)', () => {
  it.each([
    { type: 'progress', stage: 'reading', percent: 0 },
    { type: 'progress', stage: 'parsing', percent: 40, fileIndex: 2, fileCount: 5, fileName: 'a.json' },
    { type: 'failed', code: 'NO_HISTORY', message: EXPORT_ERROR_MESSAGES.NO_HISTORY },
  ])('accepts %p', (value) => {
    expect(isImportReply(value)).toBe(true);
  });

  it.each([
    null,
    { type: 'progress', stage: 'dreaming', percent: 1 },
    { type: 'progress', stage: 'parsing', percent: 101 },
    { type: 'progress', stage: 'parsing', percent: 10, fileIndex: '2' },
    { type: 'failed', code: 'NOPE', message: 'x' },
    { type: 'failed', code: 'INTERNAL', message: '' },
    { type: 'done', result: {}, breakdown: {}, summary: {} },
    { type: 'complete' },
  ])('rejects %p', (value) => {
    expect(isImportReply(value)).toBe(false);
  });
});

describe('handleImportMessage', () => {
  it('posts progress, then one done reply that passes the guard', async () => {
    const message: StartImportMessage = {
      type: 'start',
      files: [fileOf(extendedExportZip({ plays: 1500 }))],
      timeZone: 'Europe/Berlin',
    };
    const replies = await run(message);
    expect(replies.every(isImportReply)).toBe(true);
    const last = replies.at(-1);
    expect(last?.type).toBe('done');
    const stages = replies
      .filter((r) => r.type === 'progress')
      .map((r) => (r.type === 'progress' ? r.stage : ''));
    expect(stages[0]).toBe('reading');
    expect(stages).toContain('parsing');
    expect(stages.at(-1)).toBe('scoring');
    expect(replies.filter((r) => r.type !== 'progress')).toHaveLength(1);
    // Structured clone would drop class instances and functions: the reply must be plain data.
    expect(structuredClone(last)).toEqual(last);
  });

  it('posts one failed reply with a code and a message for a bad file', async () => {
    const replies = await run({ type: 'start', files: [fileOf(notAnExportFile())], timeZone: 'UTC' });
    const last = replies.at(-1);
    expect(last).toEqual({
      type: 'failed',
      code: 'NOT_AN_EXPORT',
      message: EXPORT_ERROR_MESSAGES.NOT_AN_EXPORT,
    });
    expect(isImportReply(last)).toBe(true);
  });

  it('answers a malformed start message with a failure, not an exception', async () => {
    const replies = await run({ type: 'start', files: 'nope' });
    expect(replies).toEqual([{ type: 'failed', code: 'INTERNAL', message: EXPORT_ERROR_MESSAGES.INTERNAL }]);
  });
});

describe('error codes and messages', () => {
  it('has a plain, actionable message for every code', () => {
    for (const code of EXPORT_ERROR_CODES) {
      expect(isExportErrorCode(code)).toBe(true);
      const message = EXPORT_ERROR_MESSAGES[code];
      expect(message.length).toBeGreaterThan(40);
      expect(message).not.toMatch(/undefined|null|Error:/);
    }
    expect(isExportErrorCode('SOMETHING')).toBe(false);
  });

  it("quotes the visitor's own numbers when there is too little music", () => {
    const error = notEnoughMusicError(120, 12);
    expect(error.code).toBe('NOT_ENOUGH_MUSIC');
    expect(error.message).toMatch(/120 songs/);
    expect(error.message).toMatch(/12 days/);
    expect(error.message).toMatch(/at least 300 songs across at least 30 days/);
  });
});
