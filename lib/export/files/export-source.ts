/**
 * What the reader consumes: a named byte source that is read lazily, so a worker holding `File`s never has
 * to load every file (or a whole zip) into memory at once. Tests and Node pass plain `{ name, bytes }`.
 */
export interface ExportSource {
  readonly name: string;
  readonly size: number;
  read(): Promise<Uint8Array>;
  /** Bytes [start, end). Optional: without it a zip is read whole once. */
  readRange?(start: number, end: number): Promise<Uint8Array>;
}

export interface ExportBytes {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export type ExportInput = ExportSource | ExportBytes;

/** The slice of the `File` API we use; a `File` structured-cloned into a worker satisfies it. */
export interface BlobLike {
  readonly name?: string;
  readonly size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function sourceFromBytes(name: string, bytes: Uint8Array): ExportSource {
  return {
    name,
    size: bytes.length,
    read: async () => bytes,
    readRange: async (start, end) => bytes.subarray(start, end),
  };
}

export function sourceFromBlob(blob: BlobLike, name: string = blob.name ?? 'file'): ExportSource {
  return {
    name,
    size: blob.size,
    read: async () => new Uint8Array(await blob.arrayBuffer()),
    readRange: async (start, end) => new Uint8Array(await blob.slice(start, end).arrayBuffer()),
  };
}

export function toExportSource(input: ExportInput): ExportSource {
  return 'bytes' in input ? sourceFromBytes(input.name, input.bytes) : input;
}

/** Random access over a source; falls back to one whole read (kept until released) without ranges. */
export class RandomAccess {
  private whole: Promise<Uint8Array> | undefined;

  constructor(readonly source: ExportSource) {}

  get size(): number {
    return this.source.size;
  }

  async range(start: number, end: number): Promise<Uint8Array> {
    const from = Math.max(0, Math.min(start, this.size));
    const to = Math.max(from, Math.min(end, this.size));
    if (this.source.readRange) return this.source.readRange(from, to);
    this.whole ??= this.source.read();
    return (await this.whole).subarray(from, to);
  }

  async readAll(): Promise<Uint8Array> {
    return this.whole ?? this.source.read();
  }

  /** Drops a cached whole read, so a finished file does not stay in memory until the import ends. */
  release(): void {
    this.whole = undefined;
  }
}
