/**
 * Every size and count limit of the export reader, in one place. Each value is a few times the largest
 * real Spotify export we know of, so genuine exports always pass and
 * hostile or accidental inputs (zip bombs, huge garbage files, archives of thousands of entries) are refused
 * before they can exhaust the memory of the visitor's browser tab.
 */
export interface ExportLimits {
  /** Files chosen in one go (loose files or zips). */
  readonly maxInputFiles: number;
  /** Size of one zip file as stored on disk. */
  readonly maxZipBytes: number;
  /** Size of one JSON file, loose or decompressed from a zip entry. */
  readonly maxJsonFileBytes: number;
  /** Size of one CSV file (Apple Music), loose or decompressed: read in chunks, so larger than JSON. */
  readonly maxCsvFileBytes: number;
  /** Entries listed in one zip's central directory. */
  readonly maxZipEntries: number;
  /** Size of one zip's central directory. */
  readonly maxCentralDirectoryBytes: number;
  /** Decompressed bytes across every zip entry of the whole import. */
  readonly maxTotalUncompressedBytes: number;
  /** Compressed bytes handed to the inflater per step; bounds how far one step can overshoot a limit. */
  readonly inflateChunkBytes: number;
  /** Longest single play we weight at face value; longer rows are capped (video podcasts log 9–15 h). */
  readonly maxPlayMs: number;
  /** How many skipped files we list by name in the report (the counters stay exact). */
  readonly maxSkippedFilesListed: number;
}

const MIB = 1024 * 1024;

export const EXPORT_LIMITS: ExportLimits = {
  // Account data ≈ 25 files, extended history ≈ 15–30, the technical-log package ≈ 160; people may drop
  // the loose files of two packages at once. 500 leaves room without letting a folder of thousands through.
  maxInputFiles: 500,
  // Real export zips are ~12x smaller than their content: 150–250 MB of JSON -> 12–25 MB of zip.
  // 512 MiB is 20x that; the zip is read by ranges, so this bounds reading time, not memory.
  maxZipBytes: 512 * MIB,
  // Real history files: extended ≈ 12.8 MB pretty (2024+) or 10.5 MB compact, account ≈ 1.4 MB.
  // Pre-2021 exports could ship one unsplit endsong.json (~630 B a row), ~95 MB for 150k rows, so 128 MiB.
  // A 300 MB garbage file is refused by its size before a byte is read.
  maxJsonFileBytes: 128 * MIB,
  // A real Apple Music Play Activity file was 145 MB for 111k rows; it is streamed, so 512 MiB.
  maxCsvFileBytes: 512 * MIB,
  // Technical-log zips hold ~160 entries; ListenBrainz refuses more than 500. 1,000 is generous.
  maxZipEntries: 1000,
  // 1,000 entries x (46-byte header + a long name, extra field and comment) stays well under 4 MiB.
  maxCentralDirectoryBytes: 4 * MIB,
  // Heaviest real lifetime history seen ≈ 250 MB; a 500,000-play extended export ≈ 400 MB. 1 GiB total.
  maxTotalUncompressedBytes: 1024 * MIB,
  // Output is checked after every chunk: 64 KiB of deflate can inflate to at most ~66 MB (deflate's ~1032:1
  // ceiling) before a bomb is caught. With the browser's own DecompressionStream (zip-entry.ts) the chunk size
  // only bounds that overshoot; on the fflate fallback, 16 KiB chunks cost 40% over one-shot inflation and
  // 64 KiB about 25% (measured on a 500k-play export).
  inflateChunkBytes: 64 * 1024,
  // A few real rows report many hours of ms_played (video podcasts, stuck players); 4 h caps them.
  maxPlayMs: 4 * 60 * 60 * 1000,
  maxSkippedFilesListed: 50,
};

export function withLimits(overrides: Partial<ExportLimits> | undefined): ExportLimits {
  return overrides ? { ...EXPORT_LIMITS, ...overrides } : EXPORT_LIMITS;
}
