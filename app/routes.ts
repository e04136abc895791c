import { type RouteConfig, route } from "@react-router/dev/routes";
import { locales } from "./i18n/locales";
import { localizedPath } from "./i18n/paths";
import { pageIds, pages } from "./site/pages";
import { IR_CALENDAR_PATH, IR_EVENT_CALENDARS, irCsvPaths, irTables } from "./site/investor-relations";
import { boards, feedBoardIds, mediaFilePaths } from "./site/media";
import { ENVIRONMENT_CSV_PATH, POLICY_BOOK_PATH } from "./site/sustainability";
import { COMPARISON_CSV_PATH } from "./site/technology";
import { pagePath } from "./site/urls";

export default [
  ...locales.flatMap((locale) => [
    ...pageIds.map((id) => route(pagePath(id, locale), pages[id].file, { id: `${locale}/${id}` })),
    route(localizedPath(COMPARISON_CSV_PATH, locale), "routes/technology.comparison-csv.ts", { id: `${locale}/comparison-csv` }),
    ...irTables.map((table) => route(localizedPath(irCsvPaths[table], locale), "routes/media.ir-csv.ts", { id: `${locale}/ir-${table}-csv` })),
    route(localizedPath(IR_CALENDAR_PATH, locale), "routes/media.ir-calendar.ts", { id: `${locale}/ir-calendar` }),
    route(localizedPath(`${IR_EVENT_CALENDARS}/:file`, locale), "routes/media.ir-event-calendar.ts", { id: `${locale}/ir-event-calendar` }),
    route(localizedPath(ENVIRONMENT_CSV_PATH, locale), "routes/sustainability.environment-csv.ts", { id: `${locale}/environment-csv` }),
    route(localizedPath(POLICY_BOOK_PATH, locale), "routes/sustainability.policy-book.ts", { id: `${locale}/policy-book` }),
    ...feedBoardIds.map((board) => route(localizedPath(boards[board].feed, locale), "routes/media.feed.ts", { id: `${locale}/${board}-feed` })),
    ...mediaFilePaths(locale).map((path) => route(path, "routes/media.center-file.ts", { id: `${locale}${path}` })),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
