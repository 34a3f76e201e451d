/**
 * Data backups (`/data/…`): export the state to a real `.tar.gz` on the node answering, list every
 * node's files, download, upload (checked as the broker checks it), delete, and import, which
 * restores what the archive holds. Errors carry the broker's codes and messages.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, json, noContent, notFound, readJson } from '../lib/respond';
import { BACKUP_ERRORS, isBackupName, unpackBackup } from '../model/backup-archive';
import { backupFileInfo, exportBackup, findBackup, importBackup, listBackups, type BackupFile } from '../model/backups';
import type { SandboxState } from '../state';
import { API, param } from './api';

/** The node named by `node` (query or body), or the one answering; the broker's refusal of an unknown one. */
function pickNode(state: SandboxState, node: unknown): string | Response {
  if (node === undefined || node === null) return state.nodes[0]!.name;
  const name = String(node);
  return state.nodes.some((n) => n.name === name) ? name : badRequest(`Unknown node: ${name}`);
}

/** The file by path name and `?node`, or the broker's answer when there is none. */
function fileFor(state: SandboxState, request: Request, rawName: string | readonly string[] | undefined): BackupFile | Response {
  const node = pickNode(state, new URL(request.url).searchParams.get('node') ?? undefined);
  if (node instanceof Response) return node;
  const filename = param(rawName);
  if (!isBackupName(filename)) return badRequest(BACKUP_ERRORS.badName);
  return findBackup(state.backups, node, filename) ?? notFound(BACKUP_ERRORS.notFound);
}

export function backupHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.post(`${API}/data/export`, () => {
      const file = exportBackup(state);
      return 'error' in file ? badRequest(file.error) : json(backupFileInfo(file));
    }),

    http.get(`${API}/data/files`, ({ request }) => {
      const paging = readPaging(new URL(request.url));
      if (paging instanceof Response) return badRequest('page_limit_invalid');
      const page = paginate(listBackups(state.backups).map(backupFileInfo), paging);
      return json(page);
    }),

    http.post(`${API}/data/files`, async ({ request }) => {
      const form = (request.headers.get('content-type') ?? '').includes('multipart/form-data') ? await request.formData().catch(() => undefined) : undefined;
      const file = form?.get('filename');
      // Duck-typed: under jsdom the parsed file is Node's Blob, not the page's.
      if (typeof file !== 'object' || file === null || !('arrayBuffer' in file)) return badRequest('Missing required parameter: filename');
      const filename = 'name' in file && typeof file.name === 'string' ? file.name : '';
      // Uploads land on the node answering.
      const node = state.nodes[0]!.name;
      if (!isBackupName(filename)) return badRequest(BACKUP_ERRORS.badName);
      if (findBackup(state.backups, node, filename)) return badRequest(BACKUP_ERRORS.alreadyExists(filename));
      const bytes = new Uint8Array(await file.arrayBuffer());
      const content = unpackBackup(filename, bytes);
      if ('error' in content) return badRequest(content.error);
      state.backups.push({ node, filename, bytes, createdAt: state.now() });
      return noContent();
    }),

    http.get(`${API}/data/files/:filename`, ({ request, params }) => {
      const file = fileFor(state, request, params.filename);
      if (file instanceof Response) return file;
      return new HttpResponse(file.bytes.slice().buffer, {
        headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${file.filename}"` },
      });
    }),

    http.delete(`${API}/data/files/:filename`, ({ request, params }) => {
      const file = fileFor(state, request, params.filename);
      if (file instanceof Response) return file;
      state.backups = state.backups.filter((b) => b !== file);
      return noContent();
    }),

    http.post(`${API}/data/import`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.filename !== 'string') return badRequest('filename is required');
      const node = pickNode(state, body.node);
      if (node instanceof Response) return node;
      const file = findBackup(state.backups, node, body.filename);
      // The broker answers a missing file here with 400, not 404.
      if (!file) return badRequest(isBackupName(body.filename) ? BACKUP_ERRORS.notFound : BACKUP_ERRORS.badName);
      // Only a core node imports: a replicant's file is copied to the core node answering first.
      const core = state.nodes[0]!.name;
      if (state.nodes.find((n) => n.name === node)?.role === 'replicant' && !findBackup(state.backups, core, file.filename)) {
        state.backups.push({ ...file, node: core, createdAt: state.now() });
      }
      const result = importBackup(state, file);
      if ('error' in result) return badRequest(result.error);
      return result.errors.length ? badRequest(result.errors.join('')) : noContent();
    }),
  ];
}
