import type { Route } from "./+types/sustainability.environment-csv";
import { company } from "#app/config/company";
import { csvResponse } from "#app/i18n/csv";
import { environmentCsvRows } from "#app/content/sustainability.server";
import { plainTranslator } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";

/** The environmental indicators as CSV, in the language of the address: the same rows as the page's table. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return csvResponse(environmentCsvRows(plainTranslator(locale)), `${company.slug}-environment-indicators-${locale}.csv`);
}
