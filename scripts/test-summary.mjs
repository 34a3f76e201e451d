/* global process, console */
// The end of `npm test`: the time of each step, the 10 slowest test files of each runner, then one
// closing line over the Vitest, conformance and Playwright JSON reports: "N passed, N failed, N skipped".
// Reads whatever the run wrote: after a failed step, what ran before it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SLOWEST = 10;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

function printSteps(file) {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  if (!rows.length) return;
  console.log('Steps:');
  for (const [name, took, status] of rows) console.log(`${`${took} s`.padStart(8)}  ${name}${status === '0' ? '' : `  (failed, exit ${status})`}`);
  console.log(`${`${rows.reduce((sum, [, took]) => sum + Number(took), 0)} s`.padStart(8)}  in all`);
}

function printSlowest(runner, files) {
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  if (!slowest.length) return;
  console.log(`\nSlowest ${runner} files (of ${files.length}):`);
  for (const { file, ms } of slowest) console.log(`${seconds(ms)}  ${file}`);
}

/** Playwright's report nests suites in suites; a file's time is the sum of its tests' tries. */
function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests) for (const r of t.results) byFile.set(file, (byFile.get(file) ?? 0) + r.duration);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...byFile].map(([file, ms]) => ({ file: `tests/e2e/${file}`, ms }));
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  if (file.endsWith('.tsv')) {
    printSteps(file);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    printSlowest(
      'unit test',
      report.testResults.map((r) => ({ file: path.relative(process.cwd(), r.name), ms: r.endTime - r.startTime })),
    );
  } else if (report.conformance) {
    passed += report.conformance.matched;
    failed += report.conformance.facts - report.conformance.matched;
    printSlowest('conformance', report.conformance.timings ?? []);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    printSlowest('end-to-end', playwrightFiles(report));
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
