/**
 * One CSV field, quoted, and safe to open in a spreadsheet: a value that begins like a formula
 * (=, +, -, @, tab, carriage return) is prefixed with an apostrophe so it is shown, never run.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** CSV with CRLF line ends and a byte-order mark, so spreadsheet programs read Korean, Chinese and Japanese. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return "\uFEFF" + rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
