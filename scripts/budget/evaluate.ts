/** A budget held against the files a route loads: the verdict and the lines that explain it. */
import type { Budget } from './budgets.ts';
import type { LoadedFile } from './route-js.ts';

export interface Verdict {
  ok: boolean;
  gzip: number;
  files: number;
  lines: string[];
}

const BIGGEST_SHOWN = 8;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function evaluateBudget(budget: Budget, all: readonly LoadedFile[]): Verdict {
  const loaded = all.filter((file) => !file.deferred);
  const deferred = all.filter((file) => file.deferred);
  const afterwards = deferred.length === 0 ? [] : [`     then, after the first render: ${kib(deferred.reduce((sum, file) => sum + file.gzip, 0))} in ${deferred.length} ${deferred.length === 1 ? 'file' : 'files'} (lazy, not budgeted)`];
  const gzip = loaded.reduce((sum, file) => sum + file.gzip, 0);
  const files = loaded.length;
  const overBytes = gzip > budget.maxGzipKiB * 1024;
  const overFiles = files > budget.maxFiles;
  const ok = !overBytes && !overFiles;
  const figure = `${kib(gzip)} gzip in ${files} files (budget: ${budget.maxGzipKiB} KiB in ${budget.maxFiles} files)`;
  if (ok) return { ok, gzip, files, lines: [`ok   ${budget.name}, ${budget.url}: ${figure}`, ...afterwards] };

  const over = [
    overBytes && `${kib(gzip)} of JS is over the ${budget.maxGzipKiB} KiB budget by ${kib(gzip - budget.maxGzipKiB * 1024)}`,
    overFiles && `${files} files are over the ${budget.maxFiles}-file budget by ${files - budget.maxFiles}`,
  ].filter(Boolean);
  const biggest = loaded.slice(0, BIGGEST_SHOWN).map((file) => `       ${kib(file.gzip).padStart(10)}  ${file.file}  (${file.label})`);
  return {
    ok,
    gzip,
    files,
    lines: [
      `FAIL ${budget.name}, ${budget.url}: ${figure}`,
      `     ${over.join('; ')}.`,
      `     The biggest of its ${files} files:`,
      ...biggest,
      ...(files > BIGGEST_SHOWN ? [`       … and ${files - BIGGEST_SHOWN} more`] : []),
      ...afterwards,
    ],
  };
}
