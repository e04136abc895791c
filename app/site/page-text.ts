import type { MessageKey, Translate } from "#app/i18n/translator";
import type { PageId } from "./pages";

/** Every page's title and description live in the catalogues as `page.<id>.title` / `.description`. */
export const pageTitleKey = (id: PageId) => `page.${id}.title` as MessageKey;
export const pageDescriptionKey = (id: PageId) => `page.${id}.description` as MessageKey;

export const pageTitle = (t: Translate, id: PageId) => t(pageTitleKey(id));
