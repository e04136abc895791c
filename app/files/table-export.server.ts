import { getTableColumns, type Table } from "drizzle-orm";
import { toCsv, type CsvCell } from "#app/i18n/csv";

export type ExportFormat = "csv" | "json";

/** What a stored column holds: text, a number, a time, a list of words (jsonb), or nothing. */
type StoredValue = CsvCell | Date | readonly string[] | null;

/** One stored value as a CSV cell: a time in ISO 8601 (UTC), a list's words joined by spaces, nothing as an empty cell. */
function csvValue(value: StoredValue | undefined): CsvCell {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number") return value;
  return value?.join(" ") ?? "";
}

/**
 * Rows of `table` for the operator CLI: JSON with the schema's names, or CSV (app/i18n/csv.ts) with the table's
 * column names, in the table's order.
 */
export function exportRows<T extends Table>(table: T, rows: readonly (T["$inferSelect"] & Record<string, StoredValue>)[], format: ExportFormat): string {
  if (format === "json") return JSON.stringify(rows, null, 2) + "\n";
  const columns = Object.entries(getTableColumns(table));
  return toCsv([columns.map(([, column]) => column.name), ...rows.map((row) => columns.map(([key]) => csvValue(row[key])))]);
}
