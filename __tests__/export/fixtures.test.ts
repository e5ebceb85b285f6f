/** @jest-environment node */
import { unzipSync } from 'fflate';
import { generatePlays } from '@/fixtures/listener-profiles';
import {
  accountExportFiles,
  accountExportZip,
  endsongExportZip,
  extendedExportFiles,
  extendedExportZip,
} from '@/fixtures/spotify-export';
import { zipFiles } from '@/fixtures/zip-writer';

// Builds and reads multi-megabyte synthetic exports; generous under a parallel full-suite run.
jest.setTimeout(30_000);

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('synthetic export fixtures', () => {
  it('are deterministic: the same options give the same bytes', () => {
    expect(extendedExportZip({ plays: 800, seed: 3 }).bytes).toEqual(
      extendedExportZip({ plays: 800, seed: 3 }).bytes,
    );
    expect(accountExportZip({ plays: 800, seed: 3 }).bytes).toEqual(
      accountExportZip({ plays: 800, seed: 3 }).bytes,
    );
    expect(extendedExportZip({ plays: 800, seed: 4 }).bytes).not.toEqual(
      extendedExportZip({ plays: 800, seed: 3 }).bytes,
    );
  });

  it('generate exactly the requested number of plays, in time order, ending at a fixed date', () => {
    const plays = generatePlays({ profile: 'homebody', plays: 1234 });
    expect(plays).toHaveLength(1234);
    expect(plays.every((p, i) => i === 0 || p.end >= (plays[i - 1]?.end ?? 0))).toBe(true);
    expect(new Date(plays.at(-1)?.end ?? 0).toISOString().slice(0, 7)).toBe('2025-06');
  });

  it('write account history in Jackson style with minute-precision UTC endTime', () => {
    const files = [...accountExportFiles({ plays: 300 })];
    const music = files.find((f) => f.name === 'Spotify Account Data/StreamingHistory_music_0.json');
    expect(music).toBeDefined();
    const body = text(music?.bytes ?? new Uint8Array());
    expect(body.startsWith('[ {\n  "endTime" : "')).toBe(true);
    expect(body).toMatch(/"endTime" : "\d{4}-\d{2}-\d{2} \d{2}:\d{2}",\n {2}"artistName" : /);
    const search = text(files.find((f) => f.name.endsWith('SearchQueries.json'))?.bytes ?? new Uint8Array());
    expect(search).toMatch(/"searchTime" : "\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\[UTC\]"/);
    const names = files.map((f) => f.name.replace('Spotify Account Data/', ''));
    expect(names).toEqual(
      expect.arrayContaining([
        'StreamingHistory_podcast_0.json',
        'StreamingHistory_audiobook_0.json',
        'YourLibrary.json',
        'Playlist1.json',
        'Follow.json',
        'SearchQueries.json',
        'UserAddress.json',
        'UserPrompts.json',
        'Read_Me_First.pdf',
      ]),
    );
  });

  it('write 2024+ extended files pretty-printed, ~16k records and ~12.7 MB each, numbered by index', () => {
    const files = [...extendedExportFiles({ plays: 20_000, duplicates: 0, videoRows: 7 })];
    const audio = files.filter((f) => /Streaming_History_Audio_/.test(f.name));
    expect(audio.map((f) => f.name.replace(/^.*_(\d+)\.json$/, '$1'))).toEqual(['0', '1']);
    const first = audio[0]?.bytes ?? new Uint8Array();
    const parsed = JSON.parse(text(first)) as unknown[];
    expect(parsed).toHaveLength(16_000);
    expect(text(first)).toBe(JSON.stringify(parsed, null, 2));
    expect(first.length / 1e6).toBeGreaterThan(10);
    expect(first.length / 1e6).toBeLessThan(14);
    expect(files.some((f) => /Streaming_History_Video_\d{4}(-\d{4})?\.json$/.test(f.name))).toBe(true);
  });

  it('write legacy endsong files compact, with username keys, ms offline timestamps, shuffled across files', () => {
    const zip = endsongExportZip({ plays: 900, recordsPerFile: 300 });
    const entries = unzipSync(zip.bytes);
    const names = Object.keys(entries).sort();
    expect(names).toEqual(['MyData/endsong_0.json', 'MyData/endsong_1.json', 'MyData/endsong_2.json']);
    const body = text(entries['MyData/endsong_0.json'] ?? new Uint8Array());
    expect(body).not.toMatch(/\n/);
    const rows = JSON.parse(body) as { ts: string; username: string; offline_timestamp: number }[];
    expect(rows[0]).toHaveProperty('ip_addr_decrypted');
    expect(rows[0]).toHaveProperty('user_agent_decrypted');
    expect(rows.some((r) => r.offline_timestamp > 1e12)).toBe(true);
    const times = rows.map((r) => r.ts);
    expect(times).not.toEqual([...times].sort());
  });

  it('build zips that a standard unzipper reads back exactly', () => {
    const files = [
      { name: 'a/b.json', bytes: new TextEncoder().encode('[1]') },
      { name: 'ünïcode name.json', bytes: new TextEncoder().encode('{}') },
    ];
    for (const level of [0, 6] as const) {
      const entries = unzipSync(zipFiles(files, { level }));
      expect(Object.keys(entries)).toEqual(['a/b.json', 'ünïcode name.json']);
      expect(text(entries['a/b.json'] ?? new Uint8Array())).toBe('[1]');
    }
  });
});
