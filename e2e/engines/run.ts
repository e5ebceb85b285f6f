/**
 * `npm run test:engines [-- --engine webkit|firefox] [-- --flow words]`: the visitor's flows (flows.ts) in WebKit
 * (WebKitWebDriver through WebdriverIO) and Firefox ESR (WebDriver BiDi through Puppeteer), against `next start`
 * of the existing production build; docs/testing.md tells the rest. Ends with "engines: N passed, N failed".
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appleMusicCsvFiles } from '../../fixtures/other-services';
import { accountExportZip } from '../../fixtures/spotify-export';
import type { FixtureFile } from '../../fixtures/zip-writer';
import {
  closingLine,
  firefoxAvailability,
  firefoxExecutable,
  verdict,
  webkitAvailability,
} from './availability';
import { picturesShown, sortPageErrors, type Engine } from './engine-page';
import { launchFirefox } from './firefox';
import { FLOWS, type Flow, type FlowContext } from './flows';
import { freePort, startNext, stopAll, stopGroup } from './processes';
import { launchWebKit } from './webkit';

const ROOT = path.resolve(__dirname, '../..');
/** No single flow takes this long unless something hangs; the run then goes on with the next one. */
const FLOW_LIMIT_MS = 120_000;

interface EngineSpec {
  id: 'webkit' | 'firefox';
  label: string;
  availability: () => { missing?: string; install: string };
  launch: (origin: string, downloads: string) => Promise<Engine>;
}

const ENGINES: readonly EngineSpec[] = [
  {
    id: 'webkit',
    label: 'WebKitWebDriver + WebdriverIO',
    availability: webkitAvailability,
    launch: launchWebKit,
  },
  {
    id: 'firefox',
    label: 'WebDriver BiDi + Puppeteer',
    availability: firefoxAvailability,
    launch: (origin, downloads) => launchFirefox(origin, firefoxExecutable() ?? 'firefox', downloads),
  },
];

/**
 * The files the flows choose in the widget: a synthetic Spotify account export (zip) and the two Apple Music
 * CSVs, made by the Playwright suite's seeded writers (never a real export).
 */
function writeFixtures(dir: string): FlowContext['fixtures'] {
  mkdirSync(dir, { recursive: true });
  const write = (file: FixtureFile) => {
    const target = path.join(dir, path.basename(file.name));
    writeFileSync(target, file.bytes);
    return target;
  };
  return { spotifyZip: write(accountExportZip({ seed: 7 })), appleCsvs: appleMusicCsvFiles().map(write) };
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function withLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${seconds(ms)}`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The address and the start of the visible text of the top-level document, for a failure's report. */
async function whereNow(engine: Engine): Promise<string> {
  try {
    await engine.page.leaveFrame();
    return await engine.page.evaluate(
      () => `${location.pathname} "${document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 160)}"`,
    );
  } catch (error) {
    return `unreadable (${firstLine(error)})`;
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

async function main(): Promise<number> {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  const onlyEngine = option('--engine');
  const onlyFlow = option('--flow');
  const chosen = ENGINES.filter((e) => !onlyEngine || e.id === onlyEngine);
  if (chosen.length === 0) throw new Error(`--engine must be one of ${ENGINES.map((e) => e.id).join(', ')}`);
  const selected = FLOWS.filter((f) => !onlyFlow || f.name.includes(onlyFlow));
  if (selected.length === 0) throw new Error(`no flow name contains "${onlyFlow}"`);

  const distDir = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
  if (!existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`no production build in ${distDir}: run \`npm run build\` first`);

  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const runnable: EngineSpec[] = [];
  for (const spec of chosen) {
    const v = verdict(spec.id, spec.availability(), ci);
    if (v.run) runnable.push(spec);
    else {
      console.log(v.line);
      if (v.failed) failed += selected.length;
      else skipped += selected.length;
    }
  }

  const work = mkdtempSync(path.join(tmpdir(), 'flavor-engines-'));
  let server: ChildProcess | undefined;
  const stop = () => {
    if (server) stopGroup(server);
    rmSync(work, { recursive: true, force: true });
  };
  // Ctrl-C: the server and WebKit's driver go with us (Puppeteer closes Firefox by itself).
  process.once('SIGINT', () => (stopAll(), stop(), process.exit(130)));
  process.once('SIGTERM', () => (stopAll(), stop(), process.exit(143)));
  try {
    if (runnable.length > 0) {
      const port = Number(process.env.ENGINES_PORT) || (await freePort());
      const origin = `http://localhost:${port}`;
      const started = Date.now();
      server = await startNext(port);
      const fixtures = writeFixtures(path.join(work, 'fixtures'));
      console.log(`engines: next start on ${origin} (${seconds(Date.now() - started)})`);
      for (const spec of runnable) {
        const result = await runEngine(spec, origin, work, fixtures, selected);
        passed += result.passed;
        failed += result.failed;
      }
    }
  } finally {
    stop();
  }
  console.log(closingLine(passed, failed, skipped));
  return failed > 0 ? 1 : 0;
}

async function runEngine(
  spec: EngineSpec,
  origin: string,
  work: string,
  fixtures: FlowContext['fixtures'],
  selected: readonly Flow[],
): Promise<{ passed: number; failed: number }> {
  const downloads = path.join(work, `${spec.id}-downloads`);
  mkdirSync(downloads, { recursive: true });
  const started = Date.now();
  let engine: Engine;
  try {
    engine = await withLimit(spec.launch(origin, downloads), 60_000, `starting ${spec.id}`);
  } catch (error) {
    console.log(`${spec.id}: FAILED to start (${spec.label}): ${firstLine(error)}`);
    return { passed: 0, failed: selected.length };
  }
  console.log(
    `${spec.id}: ${engine.version} through ${spec.label}, started in ${seconds(Date.now() - started)}`,
  );
  let passed = 0;
  let failed = 0;
  try {
    for (const flow of selected) {
      const t = Date.now();
      try {
        const note = await withLimit(
          flow.run({ page: engine.page, fixtures, downloads }),
          FLOW_LIMIT_MS,
          flow.name,
        );
        await picturesShown(engine.page);
        const { uncaught, dropped } = sortPageErrors(await engine.page.takeErrors());
        if (uncaught.length > 0) throw new Error(`uncaught in the page: ${uncaught.join(' | ')}`);
        passed++;
        const notes = [note, dropped > 0 && `${dropped} dropped request(s) reported, every picture shown`];
        const said = notes.filter(Boolean).join('; ');
        console.log(`  ✓ ${spec.id} › ${flow.name} (${seconds(Date.now() - t)})${said ? ` — ${said}` : ''}`);
      } catch (error) {
        // What the page threw is often the cause: it goes under the failure.
        const errors = await engine.page.takeErrors().catch(() => []);
        failed++;
        console.log(`  ✗ ${spec.id} › ${flow.name} (${seconds(Date.now() - t)})\n      ${firstLine(error)}`);
        for (const e of errors.slice(0, 3)) console.log(`      uncaught in the page: ${e}`);
        console.log(`      the page then: ${await whereNow(engine)}`);
      }
    }
  } finally {
    await withLimit(engine.close(), 20_000, `closing ${spec.id}`).catch(() => undefined);
  }
  const verdictWord = failed === 0 ? 'all passed' : `${failed} FAILED`;
  console.log(`${spec.id}: ${selected.length} flows, ${verdictWord} (${seconds(Date.now() - started)})`);
  return { passed, failed };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`engines: ${firstLine(error)}`);
    console.log(closingLine(0, 1, 0));
    process.exit(1);
  },
);
