/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, rows ended by CRLF.
 *
 * A cell that starts with `=`, `+`, `-` or `@`, or with a tab or carriage return, is one a
 * spreadsheet may run as a formula (`=HYPERLINK(…)` in a username). Such a cell gets a leading
 * single quote, as OWASP's guidance on CSV injection advises, so it is shown as text and never run.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
}

export const csvRow = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;
