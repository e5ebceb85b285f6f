/** @jest-environment node */
import { CsvStream, parseCsv } from '@/lib/export/files/csv-stream';

describe('CSV stream', () => {
  it('parses quoted commas, doubled quotes, line breaks inside quotes, CRLF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('gives the same rows whatever the chunk boundaries', () => {
    const text = 'h1,h2\r\n"a ""q"", b","c\r\nd"\r\ne,f\r\n"",g';
    const whole = parseCsv(text);
    for (let size = 1; size <= 7; size++) {
      const rows: string[][] = [];
      const csv = new CsvStream((r) => rows.push(r));
      for (let i = 0; i < text.length; i += size) csv.push(text.slice(i, i + size));
      csv.end();
      expect(rows).toEqual(whole);
    }
    expect(whole).toEqual([
      ['h1', 'h2'],
      ['a "q", b', 'c\r\nd'],
      ['e', 'f'],
      ['', 'g'],
    ]);
  });
});
