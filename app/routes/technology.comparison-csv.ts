import type { Route } from "./+types/technology.comparison-csv";
import { company } from "#app/config/company";
import { toCsv } from "#app/content/csv";
import { comparisonRows } from "#app/content/technology.server";
import { translatorFor } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";
import { parseColumns } from "#app/site/technology";

/** The chip comparison as CSV, in the columns the visitor chose (`?column=cpu&column=npu`). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = translatorFor(locale);
  const columns = parseColumns(new URL(request.url).searchParams.getAll("column"));
  const rows = comparisonRows(locale);
  const csv = toCsv([
    [t("compare.chip"), ...columns.map((column) => t(`spec.${column}`))],
    ...rows.map((row) => [row.name, ...columns.map((column) => row.values[column] ?? "")]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${company.slug}-chip-comparison-${locale}.csv"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
