import type { Budget } from './budgets.ts';
import { evaluateBudget } from './evaluate.ts';

const budget: Budget = { name: 'login', url: '#/login', routeId: '/login', maxGzipKiB: 10, maxFiles: 3, catalogs: ['start'] };
const file = (name: string, kib: number, deferred = false) => ({ file: `assets/${name}.js`, label: name, gzip: kib * 1024, deferred });

describe('evaluateBudget', () => {
  it('passes within both budgets and says the figure', () => {
    const verdict = evaluateBudget(budget, [file('index', 6), file('ui', 4)]);
    expect(verdict).toMatchObject({ ok: true, gzip: 10 * 1024, files: 2 });
    expect(verdict.lines).toEqual(['ok   login, #/login: 10.0 KiB gzip in 2 files (budget: 10 KiB in 3 files)']);
  });

  it('fails over the byte budget, naming the budget, the figure and the biggest files', () => {
    const verdict = evaluateBudget(budget, [file('charts', 9), file('index', 2)]);
    expect(verdict.ok).toBe(false);
    const text = verdict.lines.join('\n');
    expect(text).toContain('FAIL login, #/login: 11.0 KiB gzip in 2 files (budget: 10 KiB in 3 files)');
    expect(text).toContain('11.0 KiB of JS is over the 10 KiB budget by 1.0 KiB.');
    expect(text).toMatch(/9\.0 KiB {2}assets\/charts\.js {2}\(charts\)/);
  });

  it('holds only what the first render needs, and says what loads after it', () => {
    const verdict = evaluateBudget(budget, [file('index', 6), file('ui', 4), file('charts', 80, true)]);
    expect(verdict).toMatchObject({ ok: true, gzip: 10 * 1024, files: 2 });
    expect(verdict.lines[1]).toBe('     then, after the first render: 80.0 KiB in 1 file (lazy, not budgeted)');
  });

  it('fails over the file budget even when the bytes fit', () => {
    const verdict = evaluateBudget(budget, [file('a', 1), file('b', 1), file('c', 1), file('d', 1)]);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join('\n')).toContain('4 files are over the 3-file budget by 1.');
  });

  it('shows at most eight files and says how many more there are', () => {
    const many = Array.from({ length: 11 }, (_, i) => file(`f${i}`, 2));
    const lines = evaluateBudget(budget, many).lines;
    expect(lines.filter((line) => line.includes('assets/'))).toHaveLength(8);
    expect(lines.at(-1)).toContain('… and 3 more');
  });
});
