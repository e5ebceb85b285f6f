/**
 * The few decisions that must use names: zip bookkeeping entries, the video history file (its rows look
 * exactly like audio rows), the technical-log package (the wrong package, reported as such), which
 * failures mean "your history file is broken", and a stable reading order. Formats are detected by keys.
 */
export function baseName(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return cut >= 0 ? path.slice(cut + 1) : path;
}

/** Directory entries, macOS resource forks and Finder files are zip bookkeeping, not content. */
export function isZipBookkeeping(path: string): boolean {
  const base = baseName(path);
  return (
    path.endsWith('/') ||
    path.endsWith('\\') ||
    /(^|[\\/])__MACOSX([\\/]|$)/.test(path) ||
    base.startsWith('._') ||
    base === '.DS_Store' ||
    base === ''
  );
}

const TECHNICAL_LOG_FOLDER = /(^|[\\/])Spotify Technical Log Information([\\/]|$)/i;
const TECHNICAL_LOG_FILE =
  /^(AddedToCollection|Ap_EndSong|Ap_LogIn|ActionLog|AddedToPlaylist|AddToPlaylist|CreatePlaylist|ReadMeFirst_TechnicalLogInformation)\b|_Hourly(_\d+)?\.json$/i;

export function isTechnicalLogPath(path: string): boolean {
  return TECHNICAL_LOG_FOLDER.test(path) || TECHNICAL_LOG_FILE.test(baseName(path));
}

/** `Streaming_History_Video_2023-2025.json`, legacy `endvideo.json`. */
export function isVideoHistoryName(path: string): boolean {
  return /^(streaming_history_video|endvideo)/i.test(baseName(path));
}

/** Names of files that should hold listening history: a failure to read one is worth reporting as such. */
export function isHistoryLikeName(path: string): boolean {
  return /^(streaming_?history|endsong|endvideo)/i.test(baseName(path));
}

/** Files only the account-data package has; with no history they mean "account data without history". */
export function isAccountDataName(path: string): boolean {
  return /^(Userdata|Identity|Identifiers|Inferences|Marquee|Payments|Read_Me_First|YourSoundCapsule|Wrapped\d{4}|UserAddress|UserPrompts|FamilyPlan|MessageData|VoiceInput)\b/i.test(
    baseName(path),
  );
}

/** Entries we never inflate: they cannot be JSON (the read-me PDFs, images, nested archives). */
export function isNeverJsonName(path: string): boolean {
  return /\.(pdf|png|jpe?g|gif|webp|heic|zip|gz|7z|rar|mp3|mp4|m4a|csv|html?|docx?|xlsx?)$/i.test(
    baseName(path),
  );
}

/** `Streaming_History_Audio_<years>_<i>.json` files run by a global index `<i>`, not by name. */
function historyIndex(path: string): number | undefined {
  const match =
    /^(?:streaming_history_audio_.*_|endsong_|streaminghistory_music_|streaminghistory)(\d+)\.json$/i.exec(
      baseName(path),
    );
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function naturalCompare(a: string, b: string): number {
  const pa = a.split(/(\d+)/);
  const pb = b.split(/(\d+)/);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    if (x === y) continue;
    if (i % 2 === 1) return Number(x) - Number(y) || (x < y ? -1 : 1);
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}

/** Calendar years (UTC) a history file's name says it covers. */
export interface NamedYears {
  readonly from: number;
  readonly to: number;
}

/**
 * The years in an extended history file's name: `Streaming_History_Audio_2023-2024_3.json` (2023 to 2024),
 * `Streaming_History_Audio_2025_7.json`, `Streaming_History_Video_2019-2025.json`. Undefined for every
 * other name (account data, legacy `endsong_N.json`: they say nothing of their years).
 */
export function historyYears(path: string): NamedYears | undefined {
  const match =
    /^streaming_history_(?:audio|video)_((?:19|20)\d\d)(?:-((?:19|20)\d\d))?(?:_\d+)?\.json$/i.exec(
      baseName(path),
    );
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return to >= from ? { from, to } : undefined;
}

/**
 * A stable reading order: files whose names carry no years first (account data, legacy history, the
 * account's other files), history files by their index, then everything else by name, then by path; then
 * the extended history's year-named files, newest years first (by the last year named; within one year by
 * index). The newest plays and everything undated come in before any older year, so the import can tell
 * which older years the result will not read (needed-years.ts) while each reader still reads its files in
 * increasing order.
 */
export function compareReadingOrder(a: string, b: string): number {
  const ya = historyYears(a)?.to ?? Infinity;
  const yb = historyYears(b)?.to ?? Infinity;
  if (ya !== yb) return ya > yb ? -1 : 1;
  const ia = historyIndex(a) ?? Infinity;
  const ib = historyIndex(b) ?? Infinity;
  if (ia !== ib) return ia < ib ? -1 : 1;
  return naturalCompare(baseName(a), baseName(b)) || (a < b ? -1 : a > b ? 1 : 0);
}
