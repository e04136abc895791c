import type { Route } from "./+types/media.ir-csv";
import { company } from "#app/config/company";
import { csvResponse } from "#app/i18n/csv";
import { irCsvRows } from "#app/content/investor-relations.server";
import { plainTranslator } from "#app/i18n/messages.server";
import { requestLocale, requestPath, unlocalizedPath } from "#app/i18n/paths";
import { irCsvPaths, irTables } from "#app/site/investor-relations";

/** A table of the investor-relations page as CSV, in the language of its address. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const table = irTables.find((id) => irCsvPaths[id] === unlocalizedPath(requestPath(request)));
  if (!table) throw new Error(`No investor-relations table at ${request.url}`);
  return csvResponse(irCsvRows(table, plainTranslator(locale), locale), `${company.slug}-${table}-${locale}.csv`);
}
