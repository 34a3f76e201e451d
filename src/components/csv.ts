import { downloadBlob } from './download';

/** RFC 4180 CSV: fields with commas, quotes or line breaks are quoted, quotes doubled. */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  const field = (value: string | number | boolean | null | undefined) => {
    const text = value === null || value === undefined ? '' : String(value);
    // A leading = + - @ would be a formula in a spreadsheet: keep it text.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n');
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The BOM lets spreadsheet programs read UTF-8 client ids (e.g. Chinese ones) correctly.
  downloadBlob(filename, new Blob(['\ufeff', text], { type }));
}
