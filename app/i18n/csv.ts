import { plainText } from "#app/i18n/unbreakable-terms";

/** A cell: text, or a number, which is written as it is (a number is never a formula). */
export type CsvCell = string | number;

/**
 * One CSV field. Text is quoted and safe to open in a spreadsheet, without the joins the pages show (keepWordsWhole): a value that begins like a formula
 * (=, +, -, @, tab, carriage return) is prefixed with an apostrophe so it is shown, never run.
 */
export function csvField(value: CsvCell): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  const plain = plainText(value);
  const safe = /^[=+\-@\t\r]/.test(plain) ? `'${plain}` : plain;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** CSV with CRLF line ends and a byte-order mark, so spreadsheet programs read Korean, Chinese and Japanese. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return "\uFEFF" + rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** A CSV download: UTF-8, saved under `filename`, cacheable for five minutes. */
export function csvResponse(rows: readonly (readonly CsvCell[])[], filename: string): Response {
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
