import { vi } from 'vitest';

/**
 * The files the page saves, as `downloadBlob` (src/components/download.ts) hands them to the browser:
 * the blob behind the object URL and the name on the link clicked. Spies on jsdom's globals rather than
 * replacing the module, so the test file can share its worker's module registry (vite.config.ts).
 * Restored by `vi.restoreAllMocks()`.
 */
export function captureDownloads(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: one is made up for each blob.
  if (!URL.createObjectURL) URL.createObjectURL = () => '';
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ name: this.download, blob });
  });
  return saved;
}
