import { requestPath, unlocalizedPath } from "#app/i18n/paths";
import { pageIdAt, type PageId } from "./pages";

/** The registry page a request is for, for route modules that serve several pages. */
export function requestPage(request: Request): PageId {
  const page = pageIdAt(unlocalizedPath(requestPath(request)));
  if (!page) throw new Error(`No page at ${request.url}`);
  return page;
}
