/**
 * The file side of `npm run api:diff`: reading documents (from disk or from git) and the console's
 * sources, and putting diff, usage finder and formatter together.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diffDocuments } from './diff.ts';
import { formatReport } from './diff-format.ts';
import { usesOf } from './diff-uses.ts';
import type { JsonObject } from './normalize.ts';
import { ROOT, SOURCE_POINTER } from './source.ts';

export interface LoadedDocument {
  label: string;
  doc: JsonObject;
}

function git(args: string[]): string {
  // The documents are several MB: the default 1 MB buffer is too small.
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

const parse = (text: string, label: string): LoadedDocument => {
  try {
    return { label, doc: JSON.parse(text) as JsonObject };
  } catch (error) {
    throw new Error(`${label} is not JSON: ${(error as Error).message}`);
  }
};

/** The generation source as committed: the document HEAD's openapi/source.json names, as it is in HEAD. */
export function committedDocument(): LoadedDocument {
  const pointer = path.relative(ROOT, SOURCE_POINTER).split(path.sep).join('/');
  const { document } = JSON.parse(git(['show', `HEAD:${pointer}`])) as { document: string };
  const spec = `HEAD:openapi/${document}`;
  return parse(git(['show', spec]), spec);
}

/** The generation source in the working tree: the document openapi/source.json names now. */
export function workingDocument(): LoadedDocument {
  const { document } = JSON.parse(readFileSync(SOURCE_POINTER, 'utf8')) as { document: string };
  return loadDocument(path.join(ROOT, 'openapi', document));
}

/** A file path, or `<rev>:<path>` (e.g. `HEAD~3:openapi/emqx-enterprise-5.8.1.json`) read from git. */
export function loadDocument(spec: string): LoadedDocument {
  if (existsSync(spec)) return parse(readFileSync(spec, 'utf8'), path.relative(process.cwd(), path.resolve(spec)) || spec);
  if (/^[^:/\\]+:.+/.test(spec)) return parse(git(['show', spec]), spec);
  throw new Error(`No such file: ${spec} (give a path, or <git-rev>:<path>)`);
}

/** The console's own sources (src/, without the generated client): path relative to the repository → text. */
export function readConsoleSources(root = ROOT): Record<string, string> {
  const files: Record<string, string> = {};
  const srcDir = path.join(root, 'src');
  const generated = path.join(srcDir, 'generated');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== generated && !entry.name.startsWith('.') && entry.name !== 'node_modules') walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name)) {
        files[path.relative(root, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
      }
    }
  };
  if (existsSync(srcDir)) walk(srcDir);
  return files;
}

/** The whole report as text, usages included. */
export function apiDiffText(before: LoadedDocument, after: LoadedDocument): string {
  const report = diffDocuments(before.doc, after.doc);
  const uses = usesOf(report, readConsoleSources());
  return formatReport(report, { beforeLabel: before.label, afterLabel: after.label, uses });
}
