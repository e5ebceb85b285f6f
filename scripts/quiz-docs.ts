/**
 * npm run docs:quiz [-- <corpus folder>] [-- --check]
 *
 * With a corpus folder (one real listener per sub-folder, as `npm run calibrate` reads it): measures where real
 * listeners fall among each question's options and runs the truthful-answer check, and writes both to
 * lib/quiz/quiz-calibration.json (aggregates only; the figures measured before the rewrite are kept). Then, with
 * or without a corpus, prints the truthful-answer figures and writes the quiz's generated table into
 * docs/scoring-model.md (between its markers), formatted with Prettier. With --check, writes nothing and exits
 * 1 when the docs are behind the committed calibration and reference.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildQuiz } from '../lib/quiz/quiz';
import { QUIZ_CALIBRATION, type QuizCalibration, type TruthfulFigures } from '../lib/quiz/quiz-calibration';
import { POPULATION_REFERENCE } from '../lib/scoring/population-reference';
import { calibrateQuiz } from './quiz/calibrate-quiz';
import { quizTable, sameTable, tableInDocs } from './quiz-table';

const DOCS = resolve(__dirname, '../docs/scoring-model.md');
const CALIBRATION = resolve(__dirname, '../lib/quiz/quiz-calibration.json');

function describe(label: string, f: TruthfulFigures | undefined): void {
  if (!f) return;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  console.log(
    `${label}: ${f.listeners} listeners, same flavour ${pct(f.sameFlavour)}` +
      (f.statedMain !== undefined ? ` (stated chance ${pct(f.statedMain)})` : '') +
      (f.mainOrSecond !== undefined ? `, main or second scoop ${pct(f.mainOrSecond)}` : '') +
      `; r E ${f.r.E.toFixed(2)}, C ${f.r.C.toFixed(2)}, O ${f.r.O.toFixed(2)}` +
      `; spread (points) E ${f.spread.E.toFixed(1)}, C ${f.spread.C.toFixed(1)}, O ${f.spread.O.toFixed(1)}`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const folder = args.find((a) => !a.startsWith('--'));
  let calibration: QuizCalibration = QUIZ_CALIBRATION;
  if (folder && !check) {
    calibration = await calibrateQuiz(folder, QUIZ_CALIBRATION.before);
    writeFileSync(CALIBRATION, `${JSON.stringify(calibration, null, 2)}\n`);
    execFileSync('npx', ['prettier', '--write', CALIBRATION], { stdio: 'inherit' });
    console.log(`Wrote ${CALIBRATION} (${calibration.listeners} listeners).`);
  }
  describe('Truthful answers, before the rewrite', calibration.before);
  describe('Truthful answers, today’s quiz', calibration.after);

  const docs = readFileSync(DOCS, 'utf8');
  const current = tableInDocs(docs);
  const table = quizTable(buildQuiz(POPULATION_REFERENCE, calibration), calibration);
  if (current === undefined) {
    console.error('docs/scoring-model.md has no quiz-table markers.');
    process.exit(1);
  }
  if (check) {
    const fresh = sameTable(current, table);
    console.log(fresh ? 'The quiz table is current.' : 'The quiz table is behind: run npm run docs:quiz.');
    process.exit(fresh ? 0 : 1);
  }
  writeFileSync(DOCS, docs.replace(current, table));
  execFileSync('npx', ['prettier', '--write', DOCS], { stdio: 'inherit' });
  console.log(table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
