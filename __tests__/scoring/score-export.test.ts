/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import { englishErrorText } from '@/scripts/english/english-errors';
import { ExportError } from '@/lib/export/export-error';
import type { ExportInput } from '@/lib/export/files/export-source';
import { importExport, type ImportOutcome } from '@/lib/import/run-import';
import type { FlavorResult } from '@/lib/flavor/result';
import { binFor, findRowByKey, type TraitKey } from '@/lib/flavor/table';
import { extendedHistoryFiles } from '@/fixtures/history-writers';
import {
  generatePlays,
  INCOGNITO_ARTIST,
  PROFILES,
  type ListenerProfile,
} from '@/fixtures/listener-profiles';
import {
  accountExportZip,
  endsongExportZip,
  extendedExportZip,
  legacyAccountZip,
  looseExportFiles,
  tooLittleMusicZip,
} from '@/fixtures/spotify-export';
import { artistName } from '@/fixtures/synthetic-names';

// Builds and reads multi-megabyte synthetic exports; generous under a parallel full-suite run.
jest.setTimeout(30_000);

const score = (inputs: readonly ExportInput[], timeZone = 'UTC'): Promise<ImportOutcome> =>
  importExport(inputs, { words: EN_WORDS, timeZone });

function scoreProfile(profile: ListenerProfile, plays = 4000, seed = 21): Promise<ImportOutcome> {
  const files = [...extendedHistoryFiles(generatePlays({ profile, plays, seed }), { folder: '' })];
  return score(files);
}

const scoreOf = (o: ImportOutcome, trait: TraitKey) => o.breakdown.traits[trait].score;

function allSignals(result: FlavorResult): string[] {
  const e = result.evidence;
  return [...e.extraversion_signals, ...e.conscientiousness_signals, ...e.openness_signals];
}

describe('contrasting listeners', () => {
  let explorer: ImportOutcome;
  let homebody: ImportOutcome;
  beforeAll(async () => {
    explorer = await score([extendedExportZip({ profile: 'explorer', plays: 6000 })]);
    homebody = await score([extendedExportZip({ profile: 'homebody', plays: 6000 })]);
  });

  it('the explorer night-owl party listener is High E, Low C, High O', () => {
    expect(explorer.result.row_key).toBe('High Low High');
  });

  it('the routine loyal homebody is Low E, High C, Low O', () => {
    expect(homebody.result.row_key).toBe('Low High Low');
  });

  it('every table value of the result comes from the row of its bins', () => {
    for (const { result, breakdown } of [explorer, homebody]) {
      const row = findRowByKey(result.row_key);
      expect(row).toBeDefined();
      expect(result).toMatchObject({
        E_score: String(breakdown.traits.E.score),
        C_score: String(breakdown.traits.C.score),
        O_score: String(breakdown.traits.O.score),
        E_bin: binFor(breakdown.traits.E.score),
        C_bin: binFor(breakdown.traits.C.score),
        O_bin: binFor(breakdown.traits.O.score),
        personality_type: row?.personalityType,
        funky_flavour_name: row?.funkyFlavorName,
        og_flavour_name: row?.ogFlavorName,
        og_flavour_description: row?.ogFlavorDescription,
        personality_description: row?.personalityDescription,
        celebrities: row?.celebrities,
        primary_color: row?.color,
      });
    }
  });

  it('returns the numbers behind the result for a "why this flavour" panel', () => {
    const { breakdown } = explorer;
    expect(breakdown.traits.O.features.map((f) => f.id)).toEqual(
      expect.arrayContaining(['O1', 'O3', 'O4', 'O6']),
    );
    expect(breakdown.traits.E.features.map((f) => f.id)).toEqual(
      expect.arrayContaining(['E1', 'E2', 'E4', 'E5']),
    );
    for (const trait of ['E', 'C', 'O'] as const) {
      for (const f of breakdown.traits[trait].features) {
        expect(Math.abs(f.z)).toBeLessThanOrEqual(2.5);
        expect(f.contribution).toBeCloseTo(f.weight * f.direction * f.z, 12);
      }
    }
    expect(breakdown.windowEnd > breakdown.windowStart).toBe(true);
    expect(breakdown.timeZone).toBe('UTC');
  });
});

describe('contrasting listeners in account data, scored against real account-data listeners', () => {
  it('the explorer is above the homebody on Openness and Extraversion, below on Conscientiousness', async () => {
    // Extraversion reads how much and how often music plays (songs a day, days with music, Friday and
    // Saturday nights with music): the party listener plays twice as many songs over the same 89 days, 40% of
    // them skipped.
    const explorer = await score([accountExportZip({ profile: 'explorer', plays: 8000, days: 89 })]);
    const homebody = await score([accountExportZip({ profile: 'homebody', plays: 4000, days: 89 })]);
    expect(explorer.breakdown.source).toBe('spotify-account');
    expect(scoreOf(explorer, 'O')).toBeGreaterThan(scoreOf(homebody, 'O') + 20);
    expect(scoreOf(explorer, 'C')).toBeLessThan(scoreOf(homebody, 'C') - 20);
    expect(scoreOf(explorer, 'E')).toBeGreaterThan(scoreOf(homebody, 'E') + 20);
    for (const f of explorer.breakdown.traits.O.features) expect(f.referenced).toBe(true);
  });
});

describe('scoring direction, one habit at a time', () => {
  const base: ListenerProfile = PROFILES.homebody;

  it('more artist breadth and new artists -> higher Openness', async () => {
    const loyal = await scoreProfile(base);
    const curious = await scoreProfile({
      ...base,
      artistCatalogue: 5000,
      newArtistRate: 0.25,
      concentration: 1.5,
    });
    expect(scoreOf(curious, 'O')).toBeGreaterThan(scoreOf(loyal, 'O') + 20);
  });

  it('more late-night and irregular listening -> lower Conscientiousness', async () => {
    const regular = await scoreProfile(base);
    const owl = await scoreProfile({
      ...base,
      weekdaySessions: [
        { hour: 25, spreadMinutes: 150, weight: 1 },
        { hour: 14, spreadMinutes: 300, weight: 1 },
      ],
      weekendSessions: [{ hour: 27, spreadMinutes: 120, weight: 1 }],
    });
    expect(scoreOf(owl, 'C')).toBeLessThan(scoreOf(regular, 'C') - 20);
  });

  it('more weekend-night and shared-device listening -> higher Extraversion', async () => {
    const solo = await scoreProfile(base);
    const social = await scoreProfile({
      ...base,
      weekendSessions: [{ hour: 22.5, spreadMinutes: 45, weight: 1 }],
      devices: PROFILES.explorer.devices,
    });
    expect(scoreOf(social, 'E')).toBeGreaterThan(scoreOf(solo, 'E') + 20);
  });
});

describe('evidence sentences', () => {
  const cases: [string, () => ExportInput[]][] = [
    ['account explorer', () => [accountExportZip({ profile: 'explorer', plays: 4000 })]],
    ['account homebody', () => [accountExportZip({ profile: 'homebody', plays: 4000 })]],
    ['legacy account', () => [legacyAccountZip({ plays: 3000 })]],
    ['extended', () => [extendedExportZip({ plays: 5000 })]],
    ['endsong', () => [endsongExportZip({ profile: 'homebody', plays: 5000 })]],
    ['early read', () => [extendedExportZip({ plays: 700, days: 45 })]],
  ];

  it.each(cases)('%s: 3–8 hedged, whole-number sentences per trait, never "you are"', async (_, inputs) => {
    const { result } = await score(inputs());
    for (const signals of Object.values(result.evidence) as string[][]) {
      expect(signals.length).toBeGreaterThanOrEqual(3);
      expect(signals.length).toBeLessThanOrEqual(8);
      // First the visitor's own figure placed among listeners, then the hedged score line.
      expect(signals[0]).toMatch(/\d.* — .*(listeners?|estimate)/);
      expect(signals[1]).toMatch(
        /^Put together, your \w+ comes out at \d+ out of 100.*(tend to .* suggests|hint|leans slightly)/,
      );
      for (const s of signals) {
        expect(s).toMatch(/^[A-Z0-9“]/);
        expect(s).toMatch(/[.]$/);
        expect(s).not.toMatch(/\byou are\b|\byou're\b|undefined|NaN|Infinity/i);
        expect(s).not.toMatch(/\d\.\d/);
      }
    }
  });

  it('says "early read" when the history is short', async () => {
    const { result, breakdown } = await score([extendedExportZip({ plays: 700, days: 45 })]);
    expect(breakdown.earlyRead).toBe(true);
    expect(result.evidence.openness_signals.join(' ')).toMatch(/early read/);
  });

  it('quotes the listener’s real top artist and song names as plain text', async () => {
    const { result } = await score([extendedExportZip({ profile: 'homebody', plays: 4000 })]);
    expect(result.evidence.openness_signals.join(' ')).toMatch(/led by .+ \d+ — /);
    expect(result.evidence.openness_signals.join(' ')).toMatch(/“.+” by .+ alone got \d+ plays/);
  });
});

describe('privacy: incognito plays', () => {
  it('are never scored or quoted, even when they would be the top artist', async () => {
    const plays = generatePlays({ profile: 'homebody', plays: 5000, incognitoShare: 0.5, seed: 8 });
    const files = [...extendedHistoryFiles(plays, { folder: '' })];
    const secret = artistName(INCOGNITO_ARTIST);
    expect(new TextDecoder().decode(files[0]?.bytes).includes(secret)).toBe(true);
    const { result, summary } = await score(files);
    expect(summary.incognitoRowsExcluded).toBeGreaterThan(2000);
    expect(JSON.stringify(result)).not.toContain(secret);
    expect(allSignals(result).some((s) => s.includes(secret))).toBe(false);
  });
});

describe('determinism', () => {
  it('the same files give the same result, in any order, zipped or loose', async () => {
    const options = { plays: 3000, seed: 13, recordsPerFile: 700 };
    const zipped = await score([extendedExportZip(options)]);
    const again = await score([extendedExportZip(options)]);
    const loose = looseExportFiles(options);
    const forward = await score(loose);
    const backward = await score([...loose].reverse());
    expect(again.result).toEqual(zipped.result);
    expect(forward.result).toEqual(zipped.result);
    expect(backward.result).toEqual(zipped.result);
    expect(backward.breakdown).toEqual(zipped.breakdown);
  });

  it('never depends on today: the window ends at the latest play', async () => {
    const first = await score([extendedExportZip({ plays: 1500 })]);
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 0, 1));
    const later = await score([extendedExportZip({ plays: 1500 })]);
    now.mockRestore();
    expect(later.result).toEqual(first.result);
  });

  it('uses the visitor time zone for clock features', async () => {
    const zip = extendedExportZip({ profile: 'homebody', plays: 3000 });
    const utc = await score([zip], 'UTC');
    const auckland = await score([zip], 'Pacific/Auckland');
    expect(auckland.breakdown.timeZone).toBe('Pacific/Auckland');
    const c2 = (o: ImportOutcome) => o.breakdown.traits.C.features.find((f) => f.id === 'C2')?.value ?? NaN;
    expect(c2(auckland)).not.toBeCloseTo(c2(utc), 1);
  });
});

describe('minimum data', () => {
  it('refuses too little music with the visitor’s own numbers', async () => {
    const error: unknown = await score([tooLittleMusicZip()]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExportError);
    expect(error).toMatchObject({ code: 'NOT_ENOUGH_MUSIC' });
    expect(englishErrorText(error as ExportError)).toMatch(
      /we found \d+ songs played for 30 seconds or more, across \d+ days/,
    );
  });
});
