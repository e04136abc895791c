import { type RouteConfig, route } from "@react-router/dev/routes";
import { locales } from "./i18n/locales";
import { pageIds, pages } from "./site/pages";
import { pagePath } from "./site/urls";

export default [
  ...locales.flatMap((locale) =>
    pageIds.map((id) => route(pagePath(id, locale), pages[id].file, { id: `${locale}/${id}` })),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
