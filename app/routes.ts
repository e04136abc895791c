import { type RouteConfig, route } from "@react-router/dev/routes";
import { locales } from "./i18n/locales";
import { localizedPath } from "./i18n/paths";
import { pageIds, pages } from "./site/pages";
import { COMPARISON_CSV_PATH } from "./site/technology";
import { pagePath } from "./site/urls";

export default [
  ...locales.flatMap((locale) => [
    ...pageIds.map((id) => route(pagePath(id, locale), pages[id].file, { id: `${locale}/${id}` })),
    route(localizedPath(COMPARISON_CSV_PATH, locale), "routes/technology.comparison-csv.ts", { id: `${locale}/comparison-csv` }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
