/**
 * A streaming CSV reader (RFC 4180: quoted fields with commas, doubled quotes and line breaks inside,
 * CRLF or LF line ends, a leading BOM). Text arrives in chunks of any size (a field or a quote pair may be
 * split across chunks) and every complete row is handed on at once, so a 150 MB Apple Music file never
 * exists as one string: memory follows the rows the caller keeps, not the file.
 *
 * Written here rather than taken from a library: the reader needs only this much of CSV, runs inside the
 * import worker on bytes it already has (no File or stream adapters), and stays a few dozen testable lines.
 */
export type RowCallback = (fields: string[]) => void;

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

export class CsvStream {
  private field = '';
  private fields: string[] = [];
  private inQuotes = false;
  /** A quote seen inside a quoted field at the very end of a chunk: closing quote or the first of a pair. */
  private pendingQuote = false;
  private lastWasCr = false;
  private started = false;

  constructor(private readonly onRow: RowCallback) {}

  push(chunk: string): void {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let i = 0;
    const n = text.length;
    if (this.pendingQuote) {
      this.pendingQuote = false;
      if (n > 0 && text.charCodeAt(0) === QUOTE) {
        this.field += '"';
        i = 1;
      } else this.inQuotes = false;
    }
    let from = i;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (this.inQuotes) {
        if (c !== QUOTE) {
          i++;
          continue;
        }
        this.field += text.slice(from, i);
        if (i + 1 >= n) {
          this.pendingQuote = true;
          i++;
          from = i;
          continue;
        }
        if (text.charCodeAt(i + 1) === QUOTE) {
          this.field += '"';
          i += 2;
        } else {
          this.inQuotes = false;
          i++;
        }
        from = i;
        continue;
      }
      if (c === QUOTE) {
        this.field += text.slice(from, i);
        this.inQuotes = true;
        i++;
        from = i;
      } else if (c === COMMA) {
        this.fields.push(this.field + text.slice(from, i));
        this.field = '';
        i++;
        from = i;
      } else if (c === LF || c === CR) {
        // CRLF: the LF after a CR ends nothing more (the CR may have ended the previous chunk).
        if (!(c === LF && this.lastWasCr && i === from && this.field === '' && this.fields.length === 0)) {
          this.fields.push(this.field + text.slice(from, i));
          this.emit();
        }
        this.lastWasCr = c === CR;
        i++;
        from = i;
        continue;
      } else i++;
      this.lastWasCr = false;
    }
    if (from < n) this.field += text.slice(from, n);
  }

  /** Ends the input: a last row without a line break is still a row. */
  end(): void {
    if (this.pendingQuote) {
      this.pendingQuote = false;
      this.inQuotes = false;
    }
    if (this.field !== '' || this.fields.length > 0) {
      this.fields.push(this.field);
      this.emit();
    }
  }

  private emit(): void {
    const row = this.fields;
    this.fields = [];
    this.field = '';
    // Blank lines are not rows.
    if (row.length === 1 && row[0] === '') return;
    this.onRow(row);
  }
}

/** Parses a whole text (tests, small files). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const csv = new CsvStream((r) => rows.push(r));
  csv.push(text);
  csv.end();
  return rows;
}
