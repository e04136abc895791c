import { type RouteConfig, route } from "@react-router/dev/routes";
import { locales } from "./i18n/locales";
import { localizedPath } from "./i18n/paths";
import { FORM_TOKEN_PATH } from "./forms/form-fields";
import { logoImage, mailLogoImage } from "./site/logo-mark";
import { pageIds, pages } from "./site/pages";
import { IR_CALENDAR_PATH, IR_EVENT_CALENDARS, irCsvPaths, irTables } from "./site/investor-relations";
import { boards, feedBoardIds, mediaFilePaths } from "./site/media";
import { ENVIRONMENT_CSV_PATH, POLICY_BOOK_PATH } from "./site/sustainability";
import { COMPARISON_CSV_PATH } from "./site/technology";
import { pagePath, pageRouteId } from "./site/urls";

/** Paths match in their own letter case only; server/letter-case.ts moves the other cases to them. */
const siteRoute = (path: string, file: string, id: string) => route(path, file, { id, caseSensitive: true });

export default [
  ...locales.flatMap((locale) => [
    ...pageIds.map((id) => siteRoute(pagePath(id, locale), pages[id].file, pageRouteId(id, locale))),
    siteRoute(localizedPath(COMPARISON_CSV_PATH, locale), "routes/technology.comparison-csv.ts", `${locale}/comparison-csv`),
    ...irTables.map((table) => siteRoute(localizedPath(irCsvPaths[table], locale), "routes/media.ir-csv.ts", `${locale}/ir-${table}-csv`)),
    siteRoute(localizedPath(IR_CALENDAR_PATH, locale), "routes/media.ir-calendar.ts", `${locale}/ir-calendar`),
    siteRoute(localizedPath(`${IR_EVENT_CALENDARS}/:file`, locale), "routes/media.ir-event-calendar.ts", `${locale}/ir-event-calendar`),
    siteRoute(localizedPath(ENVIRONMENT_CSV_PATH, locale), "routes/sustainability.environment-csv.ts", `${locale}/environment-csv`),
    siteRoute(localizedPath(POLICY_BOOK_PATH, locale), "routes/sustainability.policy-book.ts", `${locale}/policy-book`),
    ...feedBoardIds.map((board) => siteRoute(localizedPath(boards[board].feed, locale), "routes/media.feed.ts", `${locale}/${board}-feed`)),
    ...mediaFilePaths(locale).map((path) => siteRoute(path, "routes/media.center-file.ts", `${locale}${path}`)),
  ]),
  siteRoute(logoImage.path, "routes/organization-logo.ts", "organization-logo"),
  siteRoute(mailLogoImage.path, "routes/mail-logo.ts", "mail-logo"),
  siteRoute(FORM_TOKEN_PATH, "routes/form-token.ts", "form-token"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
