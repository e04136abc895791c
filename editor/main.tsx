import CMS from "decap-cms-app";
import { fromJS } from "immutable";
import { withoutEmptyFieldsThroughout } from "#app/content/board-item";
import { revisedEventsFile } from "#app/content/ir-event-revisions";
import appCss from "#app/styles/app.css?inline";
import fontsCss from "#app/styles/fonts.css?inline";
import { defaultLocale, isLocale, locales, type Locale } from "#app/i18n/locales";
import { companyDayControl } from "./company-day";
import { COMPANY_DAY_WIDGET, editedBoards, editorConfig, type EditedBoard, type EditedFile, type EditorBackend } from "./config";
import { announcementsPreview, boardPreview, eventsPreview, noticePreview, positionsPreview, previewCaptionCss, recruitingNoticesPreview } from "./preview";
import { EntryRefusal, entryRefusals, fileRefusals, type EntryData } from "./validation";

/** The editor speaks the first of the browser's languages that the site has, or English. */
const uiLocale: Locale = navigator.languages.map((tag) => tag.slice(0, 2)).find(isLocale) ?? "en";

/** `npm run edit` serves the local proxy; a production build of the editor names its GitHub repository (docs/deploying.md). */
const backend: EditorBackend = import.meta.env.VITE_EDITOR_REPO
  ? { name: "github", repo: import.meta.env.VITE_EDITOR_REPO, branch: import.meta.env.VITE_EDITOR_BRANCH || "main", base_url: import.meta.env.VITE_EDITOR_AUTH_URL || undefined }
  : { name: "proxy", proxy_url: "/api/v1", branch: "main" };

// The local proxy has no accounts: Decap CMS's Login button would only ask for a click.
if (backend.name === "proxy") localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" }));

CMS.registerWidget(COMPANY_DAY_WIDGET, companyDayControl(uiLocale));
CMS.registerPreviewStyle(fontsCss, { raw: true });
CMS.registerPreviewStyle(appCss, { raw: true });
CMS.registerPreviewStyle(previewCaptionCss, { raw: true });
for (const board of Object.keys(editedBoards) as EditedBoard[]) CMS.registerPreviewTemplate(board, boardPreview(board, uiLocale));
CMS.registerPreviewTemplate("announcements", announcementsPreview(uiLocale));
CMS.registerPreviewTemplate("events", eventsPreview(uiLocale));
CMS.registerPreviewTemplate("notice", noticePreview(uiLocale));
CMS.registerPreviewTemplate("positions", positionsPreview(uiLocale));
CMS.registerPreviewTemplate("recruitingNotices", recruitingNoticesPreview(uiLocale));

// Decap CMS checks required fields in the language on screen only; the site's schemas check every language.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const inLanguage = (locale: Locale) => entry.getIn(locale === defaultLocale ? ["data"] : ["i18n", locale, "data"]) as { toJS(): Record<string, unknown> } | undefined;
    const collection = entry.get("collection") as string;
    if (collection in editedBoards) {
      const refusals = entryRefusals(collection as EditedBoard, Object.fromEntries(locales.map((locale) => [locale, inLanguage(locale)?.toJS() ?? {}])) as EntryData, uiLocale);
      if (refusals.length > 0) throw new EntryRefusal(refusals, uiLocale);
      return undefined;
    }
    const file = entry.get("slug") as EditedFile;
    // An IR event that changed is saved with its next SEQUENCE, so that subscribed calendars take the change.
    const edited = withoutEmptyFieldsThroughout(inLanguage(defaultLocale)?.toJS() ?? {}) as Record<string, unknown>;
    const data = file === "events" ? revisedEventsFile(edited) : edited;
    const refusals = fileRefusals(file, data, uiLocale);
    if (refusals.length > 0) throw new EntryRefusal(refusals, uiLocale);
    return fromJS(data);
  },
});

CMS.init({ config: editorConfig(uiLocale, backend, backend.name === "github" && import.meta.env.VITE_EDITOR_REVIEW === "on") });
