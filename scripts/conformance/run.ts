/**
 * `npm run conformance -- [base-url] [--user u:p | --api-key k:s] [--area a] [--verbose]`
 *
 * Replays every fact of conformance/facts/ against a server that speaks api/v5 and prints a table by
 * area and every difference. Without a base URL it starts the sandbox in this process (npm test
 * does), so a difference between the sandbox and the broker's code fails the suite; with one, the
 * same facts find where a real broker and the sandbox part ways.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFactFiles, loadFactFiles, type Fact } from './facts';
import { replayFact, type FactResult, type Target } from './replay';

const FACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../conformance/facts');

interface Options {
  base?: string;
  user: string;
  apiKey?: string;
  areas: string[];
  verbose: boolean;
  /** Where to write {conformance: {facts, matched}} for the suite's closing line. */
  json?: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { user: 'admin:public', areas: [], verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--user') options.user = value();
    else if (arg === '--api-key') options.apiKey = value();
    else if (arg === '--area') options.areas.push(value());
    else if (arg === '--verbose') options.verbose = true;
    else if (arg === '--json') options.json = value();
    else if (arg === '--help' || arg === '-h') {
      console.log('npm run conformance -- [base-url] [--user u:p | --api-key key:secret] [--area AREA]... [--verbose] [--json FILE]');
      process.exit(0);
    } else if (!arg.startsWith('--') && !options.base) options.base = arg.replace(/\/+$/, '').replace(/\/api\/v5$/, '');
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

async function authorization(base: string, options: Options): Promise<string> {
  if (options.apiKey) return `Basic ${Buffer.from(options.apiKey).toString('base64')}`;
  const colon = options.user.indexOf(':');
  const credentials = { username: options.user.slice(0, colon), password: options.user.slice(colon + 1) };
  const response = await fetch(`${base}/api/v5/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  const body = (await response.json().catch(() => ({}))) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(`logging in as ${credentials.username} answered ${response.status} ${body.message ?? ''}`);
  return `Bearer ${body.token}`;
}

function printTable(results: { area: string; result: FactResult }[]): void {
  const areas = [...new Set(results.map((r) => r.area))];
  const row = (cells: (string | number)[]): string => cells.map((c, i) => (i === 0 ? String(c).padEnd(18) : String(c).padStart(10))).join('');
  console.log(`\n${row(['area', 'facts', 'MATCH', 'DIFFERENT', 'CANNOT'])}`);
  const count = (list: typeof results, verdict?: string): number => list.filter((r) => !verdict || r.result.verdict === verdict).length;
  for (const area of areas) {
    const list = results.filter((r) => r.area === area);
    console.log(row([area, count(list), count(list, 'MATCH'), count(list, 'DIFFERENT'), count(list, 'CANNOT')]));
  }
  console.log(row(['total', count(results), count(results, 'MATCH'), count(results, 'DIFFERENT'), count(results, 'CANNOT')]));
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const files = loadFactFiles(FACTS).filter((f) => options.areas.length === 0 || options.areas.includes(f.area));
  if (options.areas.length && files.length === 0) throw new Error(`no fact file for area ${options.areas.join(', ')}`);
  const formErrors = checkFactFiles(loadFactFiles(FACTS));
  if (formErrors.length) {
    console.error(`The fact files are not well formed:\n  ${formErrors.join('\n  ')}`);
    process.exit(1);
  }

  let close = async (): Promise<void> => undefined;
  let base = options.base;
  if (!base) {
    // Imported only here: a run against a real broker loads nothing of the sandbox.
    const { startSandbox } = await import('../../sandbox/server');
    const sandbox = await startSandbox({ port: 0, quiet: true, liveDelivery: false });
    base = sandbox.url;
    close = sandbox.close;
  }
  const started = Date.now();
  const target: Target = { base, authorization: await authorization(base, options) };
  const unique = `cf${Date.now().toString(36)}`;
  const results: { area: string; result: FactResult }[] = [];
  // Each area file's replay time, for the slowest files that npm test's summary lists.
  const timings: { file: string; ms: number }[] = [];
  for (const file of files) {
    const areaStarted = performance.now();
    for (const fact of file.facts as Fact[]) {
      const result = await replayFact(target, fact, unique);
      results.push({ area: file.area, result });
      if (options.verbose || result.verdict !== 'MATCH') {
        console.log(`${result.verdict.padEnd(9)} ${fact.id}${result.reasons.length ? `: ${result.reasons.join('; ')}` : ''}`);
        if (options.verbose && result.answer) console.log(`          ${result.answer.status} ${result.answer.text.slice(0, 300)}`);
      }
    }
    timings.push({ file: `conformance/facts/${file.area}.json`, ms: performance.now() - areaStarted });
  }
  await close();
  printTable(results);
  const different = results.filter((r) => r.result.verdict !== 'MATCH').length;
  console.log(`\n${results.length} facts against ${options.base ?? 'the sandbox'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Against the sandbox every fact must hold; against a broker, CANNOT is a set-up the broker lacks.
  if (options.json) writeFileSync(options.json, JSON.stringify({ conformance: { facts: results.length, matched: results.length - different, timings } }));
  const failed = options.base ? results.filter((r) => r.result.verdict === 'DIFFERENT').length : different;
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
