/** Sizes of a production build: what a first visit downloads at most, and what the entry costs. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
}

export function assetSizes(distDir: string): AssetSize[] {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const content = readFileSync(path.join(assets, file));
      return { file: `assets/${file}`, raw: content.length, gzip: gzipSync(content).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** The module script index.html starts with. */
export function entryChunk(distDir: string): string {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const match = /<script[^>]+type="module"[^>]+src="\.?\/?([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no module script in dist/index.html');
  return match[1];
}

export function totals(sizes: AssetSize[], ext: 'js' | 'css') {
  const picked = sizes.filter((s) => s.file.endsWith(`.${ext}`));
  return { files: picked.length, raw: picked.reduce((n, s) => n + s.raw, 0), gzip: picked.reduce((n, s) => n + s.gzip, 0) };
}
