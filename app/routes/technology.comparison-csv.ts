import type { Route } from "./+types/technology.comparison-csv";
import { company } from "#app/config/company";
import { csvResponse } from "#app/i18n/csv";
import { comparisonRows } from "#app/content/technology.server";
import { plainTranslator } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";
import { parseColumns } from "#app/site/technology";

/** The chip comparison as CSV, in the columns the visitor chose (`?column=cpu&column=npu`). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = plainTranslator(locale);
  const columns = parseColumns(new URL(request.url).searchParams.getAll("column"));
  const rows = comparisonRows(locale);
  return csvResponse(
    [
      [t("compare.chip"), ...columns.map((column) => t(`spec.${column}`))],
      ...rows.map((row) => [row.name, ...columns.map((column) => row.values[column] ?? "")]),
    ],
    `${company.slug}-chip-comparison-${locale}.csv`,
  );
}
