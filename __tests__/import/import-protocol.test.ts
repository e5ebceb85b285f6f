/** @jest-environment node */
import compile from 'icu-minify/compile';
import { DE_LANGUAGE, EN_LANGUAGE } from '@/__tests__/support/evidence';

/** Messages as next-intl's loader precompiles them for the pages (nested arrays instead of ICU text). */
function precompile(tree: unknown): unknown {
  if (typeof tree === 'string') return compile(tree);
  return Object.fromEntries(
    Object.entries(tree as Record<string, unknown>).map(([k, v]) => [k, precompile(v)]),
  );
}
import { EXPORT_ERROR_CODES, isExportErrorCode, notEnoughMusicError } from '@/lib/export/export-error';
import { englishErrorText, EXPORT_ERROR_MESSAGES } from '@/scripts/english/english-errors';
import { translatorFor } from '@/lib/i18n/translator';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { handleImportMessage } from '@/lib/import/run-import';
import {
  failedReplyText,
  isCancelImportMessage,
  isImportReply,
  isStartImportMessage,
  isStartSampleMessage,
  isWorkerReadyReply,
  type ImportReply,
  type StartImportMessage,
} from '@/lib/import/import-protocol';
import { extendedExportZip, notAnExportFile } from '@/fixtures/spotify-export';

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
    expect(
      isStartImportMessage({
        type: 'start',
        jobId: 1,
        files: [file],
        timeZone: 'Europe/Berlin',
        ...EN_LANGUAGE,
      }),
    ).toBe(true);
    expect(
      isStartImportMessage({ type: 'start', jobId: 7, files: [], timeZone: 'UTC', ...EN_LANGUAGE }),
    ).toBe(true);
  });

  it.each([
    null,
    'start',
    { type: 'start' },
    { type: 'start', jobId: 1, files: [file], timeZone: 'UTC', ...EN_LANGUAGE, exportErrors: undefined },
    { type: 'start', jobId: 1, files: [file], timeZone: 'UTC', ...EN_LANGUAGE, exportErrors: 'words' },
    { type: 'start', jobId: 1, files: [file], timeZone: 'UTC', ...EN_LANGUAGE, exportErrors: [] },
    { type: 'start', jobId: 1, files: [file], timeZone: 'UTC', ...EN_LANGUAGE, exportErrors: { a: null } },
    { type: 'start', jobId: 1, files: [file], timeZone: 'UTC', ...EN_LANGUAGE, exportErrors: { a: true } },
    { type: 'start', files: [file] },
    { type: 'start', files: [file], timeZone: 'UTC', ...EN_LANGUAGE },
    { type: 'start', jobId: 0, files: [file], timeZone: 'UTC', ...EN_LANGUAGE },
    { type: 'start', jobId: 1.5, files: [file], timeZone: 'UTC', ...EN_LANGUAGE },
    { type: 'start', jobId: '1', files: [file], timeZone: 'UTC', ...EN_LANGUAGE },
    { type: 'start', jobId: 1, files: [{ name: 'x', size: 1 }], timeZone: 'UTC' },
    { type: 'start', jobId: 1, files: file, timeZone: 'UTC', ...EN_LANGUAGE },
    { type: 'go', jobId: 1, files: [file], timeZone: 'UTC' },
  ])('rejects %p', (value) => {
    expect(isStartImportMessage(value)).toBe(false);
  });
});

describe('reply guard (worker -> page)', () => {
  it.each([
    { type: 'progress', jobId: 1, stage: 'reading', percent: 0 },
    {
      type: 'progress',
      jobId: 2,
      stage: 'parsing',
      percent: 40,
      fileIndex: 2,
      fileCount: 5,
      fileName: 'a.json',
    },
    { type: 'failed', jobId: 3, code: 'NO_HISTORY', message: EXPORT_ERROR_MESSAGES.NO_HISTORY },
    // A worker that could not read the page's language sends the code (and detail) for the page to say.
    { type: 'failed', jobId: 3, code: 'INTERNAL' },
    {
      type: 'failed',
      jobId: 3,
      code: 'NOT_ENOUGH_MUSIC',
      detail: { kind: 'not-enough', plays: 120, days: 12, service: 'spotify' },
      message: 'x',
    },
    {
      type: 'failed',
      jobId: 3,
      code: 'NO_HISTORY',
      detail: { kind: 'recognised', service: 'apple', file: 'Apple Music Play Activity.csv' },
    },
  ])('accepts %p', (value) => {
    expect(isImportReply(value)).toBe(true);
  });

  it.each([
    null,
    { type: 'progress', stage: 'reading', percent: 0 },
    { type: 'progress', jobId: 1, stage: 'dreaming', percent: 1 },
    { type: 'progress', jobId: 1, stage: 'parsing', percent: 101 },
    { type: 'progress', jobId: 1, stage: 'parsing', percent: 10, fileIndex: '2' },
    { type: 'failed', jobId: 1, code: 'NOPE', message: 'x' },
    { type: 'failed', jobId: 1, code: 'INTERNAL', message: '' },
    { type: 'failed', jobId: 1, code: 'INTERNAL', message: 7 },
    {
      type: 'failed',
      jobId: 1,
      code: 'NO_HISTORY',
      detail: { kind: 'recognised', service: 'spotify', file: 'a' },
    },
    {
      type: 'failed',
      jobId: 1,
      code: 'NO_HISTORY',
      detail: { kind: 'recognised', service: 'apple', file: '' },
    },
    {
      type: 'failed',
      jobId: 1,
      code: 'NO_HISTORY',
      detail: { kind: 'recognised', service: 'tidal', file: 'a' },
    },
    { type: 'failed', jobId: 1, code: 'NO_HISTORY', detail: { kind: 'other', service: 'apple' } },
    {
      type: 'failed',
      jobId: 1,
      code: 'NOT_ENOUGH_MUSIC',
      detail: { kind: 'not-enough', plays: -1, days: 2, service: 'spotify' },
    },
    {
      type: 'failed',
      jobId: 1,
      code: 'NOT_ENOUGH_MUSIC',
      detail: { kind: 'not-enough', plays: 1, days: '2', service: 'spotify' },
    },
    { type: 'done', jobId: 1, result: {}, summary: {} },
    { type: 'complete' },
  ])('rejects %p', (value) => {
    expect(isImportReply(value)).toBe(false);
  });
});

describe('handleImportMessage', () => {
  it('posts progress, then one done reply that passes the guard', async () => {
    const message: StartImportMessage = {
      type: 'start',
      jobId: 4,
      files: [fileOf(extendedExportZip({ plays: 1500 }))],
      timeZone: 'Europe/Berlin',
      ...EN_LANGUAGE,
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
    expect(replies.every((r) => r.jobId === 4)).toBe(true);
    // The page never reads the score breakdown: it stays in the worker.
    expect(last).not.toHaveProperty('breakdown');
    // Structured clone would drop class instances and functions: the reply must be plain data.
    expect(structuredClone(last)).toEqual(last);
    // A whole import and scoring: about 3 s on a quiet machine, more than Jest's default 5 s in a full run
    // on a busy one.
  }, 30_000);

  it('posts one failed reply with a code and a message for a bad file', async () => {
    const replies = await run({
      type: 'start',
      jobId: 2,
      files: [fileOf(notAnExportFile())],
      timeZone: 'UTC',
      ...EN_LANGUAGE,
    });
    const last = replies.at(-1);
    expect(last).toEqual({
      type: 'failed',
      jobId: 2,
      code: 'NOT_AN_EXPORT',
      message: EXPORT_ERROR_MESSAGES.NOT_AN_EXPORT,
    });
    expect(isImportReply(last)).toBe(true);
  });

  it('says a refusal in the language the page handed over', async () => {
    const replies = await run({
      type: 'start',
      jobId: 2,
      files: [fileOf(notAnExportFile())],
      timeZone: 'UTC',
      ...DE_LANGUAGE,
    });
    const german = translatorFor('de', de as typeof en, 'ExportErrors');
    const last = replies.at(-1);
    expect(last).toEqual({
      type: 'failed',
      jobId: 2,
      code: 'NOT_AN_EXPORT',
      message: german('NOT_AN_EXPORT'),
    });
    expect(german('NOT_AN_EXPORT')).not.toBe(EXPORT_ERROR_MESSAGES.NOT_AN_EXPORT);
    expect(isImportReply(last)).toBe(true);
  });

  it('answers a malformed start message with a failure, not an exception', async () => {
    const replies = await run({ type: 'start', jobId: 9, files: 'nope' });
    // No language to say it in: the code alone, which the page says in its own words.
    expect(replies).toEqual([{ type: 'failed', jobId: 9, code: 'INTERNAL' }]);
    const reply = replies[0];
    expect(isImportReply(reply)).toBe(true);
    if (reply?.type !== 'failed') throw new Error('expected a failed reply');
    const english = translatorFor('en', en, 'ExportErrors');
    expect(failedReplyText(english, reply)).toBe(EXPORT_ERROR_MESSAGES.INTERNAL);
    // Malformed files but a language: the refusal in it.
    expect(await run({ type: 'start', jobId: 9, files: 'nope', ...DE_LANGUAGE })).toEqual([
      {
        type: 'failed',
        jobId: 9,
        code: 'INTERNAL',
        message: translatorFor('de', de as typeof en, 'ExportErrors')('INTERNAL'),
      },
    ]);
  });

  it("carries a refusal's detail, so the page can say it again", async () => {
    const reply = {
      type: 'failed',
      jobId: 1,
      code: 'NOT_ENOUGH_MUSIC',
      detail: notEnoughMusicError(120, 12).detail,
    };
    expect(isImportReply(reply)).toBe(true);
    const english = translatorFor('en', en, 'ExportErrors');
    expect(failedReplyText(english, reply as Parameters<typeof failedReplyText>[1])).toBe(
      englishErrorText(notEnoughMusicError(120, 12)),
    );
  });

  it('stops a cancelled job at its next checkpoint and posts nothing after it', async () => {
    const replies: ImportReply[] = [];
    let cancelled = false;
    await handleImportMessage(
      {
        type: 'start',
        jobId: 5,
        files: [fileOf(extendedExportZip({ plays: 1500 }))],
        timeZone: 'UTC',
        ...EN_LANGUAGE,
      },
      (r) => {
        replies.push(r);
        cancelled = true; // the page cancels as soon as the first progress arrives
      },
      () => cancelled,
    );
    expect(replies).toHaveLength(1);
    expect(replies[0]?.type).toBe('progress');
  });

  it('a job cancelled before it starts posts nothing at all', async () => {
    const replies = await (async () => {
      const out: ImportReply[] = [];
      await handleImportMessage(
        { type: 'start', jobId: 6, files: [fileOf(notAnExportFile())], timeZone: 'UTC', ...EN_LANGUAGE },
        (r) => out.push(r),
        () => true,
      );
      return out;
    })();
    expect(replies).toEqual([]);
  });
});

describe('cancel message guard (page -> worker)', () => {
  it('accepts a cancel naming a job and rejects anything else', () => {
    expect(isCancelImportMessage({ type: 'cancel', jobId: 3 })).toBe(true);
    for (const value of [
      null,
      { type: 'cancel' },
      { type: 'cancel', jobId: -1 },
      { type: 'stop', jobId: 3 },
    ]) {
      expect(isCancelImportMessage(value)).toBe(false);
    }
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
    const message = englishErrorText(error);
    expect(message).toMatch(/120 songs/);
    expect(message).toMatch(/12 days/);
    expect(message).toMatch(/at least 300 songs across at least 30 days/);
  });
});

describe('the ready handshake and sample jobs', () => {
  it('guards start-sample and worker-ready', () => {
    expect(isStartSampleMessage({ type: 'start-sample', jobId: 3, sampleId: 'maya', ...EN_LANGUAGE })).toBe(
      true,
    );
    expect(isStartSampleMessage({ type: 'start-sample', jobId: 0, sampleId: 'maya', ...EN_LANGUAGE })).toBe(
      false,
    );
    expect(
      isStartSampleMessage({ type: 'start-sample', jobId: 3, sampleId: 'x'.repeat(41), ...EN_LANGUAGE }),
    ).toBe(false);
    expect(isStartSampleMessage({ type: 'start', jobId: 3, sampleId: 'maya', ...EN_LANGUAGE })).toBe(false);
    // The language and its Evidence messages are part of every start: the worker writes the sentences in it.
    expect(isStartSampleMessage({ type: 'start-sample', jobId: 3, sampleId: 'maya' })).toBe(false);
    expect(
      isStartSampleMessage({
        type: 'start-sample',
        jobId: 3,
        sampleId: 'maya',
        ...EN_LANGUAGE,
        locale: 'fr',
      }),
    ).toBe(false);
    expect(
      isStartSampleMessage({
        type: 'start-sample',
        jobId: 3,
        sampleId: 'maya',
        locale: 'de',
        evidence: { a: 1 },
      }),
    ).toBe(false);
    expect(isStartImportMessage({ type: 'start', jobId: 7, files: [], timeZone: 'UTC', locale: 'de' })).toBe(
      false,
    );
    // As the pages hand them over: precompiled at build time (next.config.mjs), every message of the namespace.
    const precompiled = precompile(EN_LANGUAGE.evidence);
    const precompiledErrors = precompile(EN_LANGUAGE.exportErrors);
    expect(JSON.stringify(precompiled)).not.toEqual(JSON.stringify(EN_LANGUAGE.evidence));
    expect(JSON.stringify(precompiledErrors)).not.toEqual(JSON.stringify(EN_LANGUAGE.exportErrors));
    expect(
      isStartSampleMessage({
        type: 'start-sample',
        jobId: 3,
        sampleId: 'maya',
        locale: 'de',
        evidence: precompiled,
        exportErrors: precompiledErrors,
      }),
    ).toBe(true);
    // The ExportErrors messages are part of every start too: the worker says a refusal in them.
    expect(
      isStartSampleMessage({
        type: 'start-sample',
        jobId: 3,
        sampleId: 'maya',
        locale: 'de',
        evidence: precompiled,
      }),
    ).toBe(false);
    expect(
      isStartSampleMessage({
        type: 'start-sample',
        jobId: 3,
        sampleId: 'maya',
        ...EN_LANGUAGE,
        exportErrors: { NOT_AN_EXPORT: 'x'.repeat(2001) },
      }),
    ).toBe(false);
    const endless: unknown[] = [];
    let deepest = endless;
    for (let i = 0; i < 40; i++) deepest.push((deepest = []));
    expect(
      isStartSampleMessage({
        type: 'start-sample',
        jobId: 3,
        sampleId: 'maya',
        locale: 'de',
        evidence: { a: endless },
        exportErrors: precompiledErrors,
      }),
    ).toBe(false);
    expect(
      isStartSampleMessage({
        type: 'start-sample',
        jobId: 3,
        sampleId: 'maya',
        locale: 'de',
        evidence: precompiled,
        exportErrors: { a: endless },
      }),
    ).toBe(false);
    expect(isWorkerReadyReply({ type: 'worker-ready' })).toBe(true);
    expect(isWorkerReadyReply({ type: 'ready' })).toBe(false);
    expect(isImportReply({ type: 'worker-ready' })).toBe(false);
  });

  it('a sample job posts a done reply whose result says it is a sample', async () => {
    const replies: unknown[] = [];
    await handleImportMessage({ type: 'start-sample', jobId: 4, sampleId: 'ken', ...EN_LANGUAGE }, (r) =>
      replies.push(r),
    );
    const last = replies.at(-1);
    expect(isImportReply(last)).toBe(true);
    expect(last).toMatchObject({
      type: 'done',
      jobId: 4,
      result: { row_key: 'Low High Low', sample: { id: 'ken' } },
    });
  });

  it('an unknown sample fails like any other job', async () => {
    const replies: unknown[] = [];
    await handleImportMessage({ type: 'start-sample', jobId: 5, sampleId: 'nobody', ...EN_LANGUAGE }, (r) =>
      replies.push(r),
    );
    expect(replies.at(-1)).toMatchObject({ type: 'failed', jobId: 5, code: 'INTERNAL' });
  });
});
