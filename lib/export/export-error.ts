import type { ExportService, Recognised } from './services/export-service';
import { MIN_DAYS, MIN_QUALIFYING_PLAYS, QUALIFYING_MS } from './minimum-data';
import { isRecord } from '../guards';
import type { Translator } from '../i18n/translator';

const QUALIFYING_SECONDS = QUALIFYING_MS / 1000;
/**
 * The typed failures of an import. Codes are stable (the UI and tests key on them); messages are plain
 * words that say what happened and what to do next (messages/<locale>.json, ExportErrors), shown in a
 * role="alert" region. An error carries its code and detail; `exportErrorText` says it in the visitor's
 * language (the import worker is handed the page's `ExportErrors` messages). Its `message` is only the code, for
 * logs: no visitor reads it, and no catalogue is bundled here (scripts/english/english-errors.ts has the English
 * words, for tests and scripts).
 */
export const EXPORT_ERROR_CODES = [
  'NO_FILES',
  'TOO_MANY_FILES',
  'FILE_TOO_LARGE',
  'NOT_AN_EXPORT',
  'ZIP_DAMAGED',
  'ZIP_UNSUPPORTED',
  'ZIP_UNSAFE',
  'TECHNICAL_LOG',
  'NO_HISTORY',
  'ONLY_PODCASTS',
  'EMPTY_OR_TRUNCATED',
  'NOT_ENOUGH_MUSIC',
  'YOUTUBE_HTML',
  'STALLED',
  'INTERNAL',
] as const;

export type ExportErrorCode = (typeof EXPORT_ERROR_CODES)[number];

/** Words for the refusals in the visitor's language: `useTranslations('ExportErrors')` or `translatorFor(…)`. */
export type ExportErrorWords = Translator<'ExportErrors'>;

/**
 * What a refusal says beyond its code, so it can be said again in any language: the service whose files were
 * recognised (and one of them), or the visitor's own numbers when there is too little music.
 */
export type ExportErrorDetail =
  | {
      readonly kind: 'recognised';
      readonly service: Exclude<ExportService, 'spotify'>;
      readonly file: string;
    }
  | {
      readonly kind: 'not-enough';
      readonly plays: number;
      readonly days: number;
      readonly service: ExportService;
    };

/** The refusal's sentence in `t`'s language: the code's own words, or the detailed ones. */
export function exportErrorText(
  t: ExportErrorWords,
  failure: { readonly code: ExportErrorCode; readonly detail?: ExportErrorDetail },
): string {
  const detail = failure.detail;
  const limits = { seconds: QUALIFYING_SECONDS, minPlays: MIN_QUALIFYING_PLAYS, minDays: MIN_DAYS };
  if (!detail) return failure.code === 'NOT_ENOUGH_MUSIC' ? t('NOT_ENOUGH_MUSIC', limits) : t(failure.code);
  if (detail.kind === 'not-enough') {
    const found = t('found', { ...limits, plays: detail.plays, days: detail.days });
    if (detail.service === 'spotify') return t('notEnoughSpotify', { found });
    return t('notEnoughService', {
      service: t(`service.${detail.service}.name`),
      found,
      more: t(`service.${detail.service}.more`),
    });
  }
  return t('refusal', {
    service: t(`service.${detail.service}.name`),
    problem: t(`problem.${problemKey(failure.code)}`),
    file: detail.file,
    needs: t(`service.${detail.service}.needs`),
    next: t(`service.${detail.service}.next`),
  });
}

export class ExportError extends Error {
  readonly code: ExportErrorCode;
  /** What the refusal says beyond the code, to say it in the visitor's language (exportErrorText). */
  readonly detail?: ExportErrorDetail;

  constructor(code: ExportErrorCode, detail?: ExportErrorDetail) {
    super(code);
    this.name = 'ExportError';
    this.code = code;
    if (detail) this.detail = detail;
  }
}

export function isExportErrorCode(value: unknown): value is ExportErrorCode {
  return typeof value === 'string' && (EXPORT_ERROR_CODES as readonly string[]).includes(value);
}

type ProblemKey =
  'EMPTY_OR_TRUNCATED' | 'ONLY_PODCASTS' | 'ZIP_DAMAGED' | 'ZIP_UNSUPPORTED' | 'FILE_TOO_LARGE' | 'other';

function problemKey(code: ExportErrorCode): ProblemKey {
  switch (code) {
    case 'EMPTY_OR_TRUNCATED':
    case 'ONLY_PODCASTS':
    case 'ZIP_DAMAGED':
    case 'ZIP_UNSUPPORTED':
    case 'FILE_TOO_LARGE':
      return code;
    default:
      return 'other';
  }
}

/**
 * The refusal for files of `recognised`'s service: what we recognised (the service and a file we found),
 * what is missing, and the next step, never naming another service. Spotify's and unclaimed files keep
 * the code's own words. Codes about the whole selection (no files, too many, unsafe zips, a stall) never
 * depend on the service.
 */
export function refusalFor(code: ExportErrorCode, recognised: Recognised | undefined): ExportError {
  if (!recognised || recognised.service === 'spotify') return new ExportError(code);
  if (code === 'NOT_ENOUGH_MUSIC') return notEnoughMusicError(0, 0, recognised.service);
  const perService: readonly ExportErrorCode[] = [
    'NOT_AN_EXPORT',
    'NO_HISTORY',
    'EMPTY_OR_TRUNCATED',
    'ONLY_PODCASTS',
    'ZIP_DAMAGED',
    'ZIP_UNSUPPORTED',
    'FILE_TOO_LARGE',
    'TECHNICAL_LOG',
  ];
  if (!perService.includes(code)) return new ExportError(code);
  return new ExportError(code, {
    kind: 'recognised',
    service: recognised.service,
    file: recognised.file,
  });
}

/** The minimum-data failure with the visitor's own numbers, so they can see how far off they are. */
export function notEnoughMusicError(
  qualifyingPlays: number,
  days: number,
  service: ExportService = 'spotify',
): ExportError {
  return new ExportError('NOT_ENOUGH_MUSIC', {
    kind: 'not-enough',
    plays: qualifyingPlays,
    days,
    service,
  });
}

/** Any thrown value as an ExportError, so nothing but a typed failure leaves the reader. */
export function toExportError(error: unknown): ExportError {
  return error instanceof ExportError ? error : new ExportError('INTERNAL');
}

const SERVICES: readonly string[] = [
  'spotify',
  'apple',
  'youtube',
  'lastfm',
] satisfies readonly ExportService[];
const MAX_FILE_NAME = 1000;

const isCount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A refusal's detail as it crosses between workers and the page (import-protocol.ts, pool-protocol.ts). */
export function isExportErrorDetail(value: unknown): value is ExportErrorDetail {
  if (!isRecord(value) || typeof value.service !== 'string' || !SERVICES.includes(value.service))
    return false;
  if (value.kind === 'recognised')
    return (
      value.service !== 'spotify' &&
      typeof value.file === 'string' &&
      value.file !== '' &&
      value.file.length <= MAX_FILE_NAME
    );
  return value.kind === 'not-enough' && isCount(value.plays) && isCount(value.days);
}
