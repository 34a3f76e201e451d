import { backupKey, backupSize, backupsSearch, importFailure, MAX_UPLOAD_BYTES, uploadProblem } from './backup-model';

describe('backup files', () => {
  it('takes .tar.gz files up to the upload limit, and says why not otherwise', () => {
    expect(uploadProblem({ name: 'emqx-export-2025-01-15-09-30-00.250.tar.gz', size: 22_740 })).toBeUndefined();
    expect(uploadProblem({ name: 'EMQX-EXPORT.TAR.GZ', size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(uploadProblem({ name: 'emqx-export.tar.gz', size: MAX_UPLOAD_BYTES + 1 })).toBe('too-big');
    expect(uploadProblem({ name: 'emqx-export.zip', size: 1 })).toBe('extension');
    expect(uploadProblem({ name: 'emqx-export.tar', size: MAX_UPLOAD_BYTES + 1 })).toBe('extension');
  });

  it('reads the size the broker sends beside the document, and keys a file by node and name', () => {
    expect(backupSize({ node: 'n1', filename: 'a.tar.gz', created_at: '', size: 2048 })).toBe(2048);
    expect(backupSize({ node: 'n1', filename: 'a.tar.gz', created_at: '' })).toBeUndefined();
    expect(backupSize({ node: 'n1', filename: 'a.tar.gz', created_at: '', size: '2048' })).toBeUndefined();
    expect(backupKey({ node: 'n1', filename: 'a.tar.gz' })).not.toBe(backupKey({ node: 'n2', filename: 'a.tar.gz' }));
  });

  it('splits the broker’s import errors into lines, and tells a partial import from a refused archive', () => {
    const partial = '[error] Failed to import built-in database table: emqx_banned, reason: x\nFailed to import the following config path: "zones", reason: y\n';
    expect(importFailure(partial)).toEqual({
      lines: ['[error] Failed to import built-in database table: emqx_banned, reason: x', 'Failed to import the following config path: "zones", reason: y'],
      partial: true,
    });
    expect(importFailure('backup file not found')).toEqual({ lines: ['backup file not found'], partial: false });
  });

  it('keeps the page in the URL and repairs a bad one', () => {
    expect(backupsSearch.parse({})).toEqual({ page: 1, limit: 20 });
    expect(backupsSearch.parse({ page: '3', limit: 50 })).toEqual({ page: 3, limit: 50 });
    expect(backupsSearch.parse({ page: 'x', limit: 7 })).toEqual({ page: 1, limit: 20 });
  });
});
