/**
 * CSV as spreadsheets read it (RFC 4180): cells with a comma, quote or line break are quoted, quotes doubled, rows
 * end in CRLF. Cells hold text strangers typed (hosted-form answers, invited users' names), so a cell that a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return that hides one) gets a leading apostrophe: it then shows as text.
 */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Excel opens a UTF-8 file as UTF-8 (Chinese answers intact) only when it starts with this byte order mark. */
export const utf8ByteOrderMark = "\uFEFF";
