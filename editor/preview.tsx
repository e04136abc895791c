import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { useMemo } from "react";
import { MemoryRouter } from "react-router";
import { BoardArticle } from "#app/components/board-article";
import { BulletinList } from "#app/components/bulletin-board";
import { Prose } from "#app/components/prose";
import { company } from "#app/config/company";
import { inLocale } from "#app/content/localized";
import { renderMarkdown } from "#app/content/markdown";
import { defaultLocale, locales, type Locale } from "#app/i18n/locales";
import { createTranslator } from "#app/i18n/translator";
import type { BoardCategory } from "#app/site/media";
import { SiteDataProvider } from "#app/shell/use-site";
import { siteMessages, type EditedBoard } from "./config";
import { editorMessage } from "./messages";

type Entry = PreviewTemplateComponentProps["entry"];

/** The language of the entry Decap CMS previews: its data is the default language's, or one language's of its `i18n`. */
function previewLocale(entry: Entry): Locale {
  return locales.find((locale) => locale !== defaultLocale && entry.getIn(["i18n", locale, "data"]) === entry.get("data")) ?? defaultLocale;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The preview's own captions, which say which part of the site each drawing is: the editor's words, not the site's. */
export const previewCaptionCss = `.editor-preview-caption { margin: 1.5rem auto 0.75rem; font: 600 0.75rem/1.4 system-ui, sans-serif; letter-spacing: 0.08em; text-transform: uppercase; color: #6b7280; }`;

/**
 * The item as visitors will see it, in the language being edited, drawn by the site's own components: its line on the
 * board's list, and its page.
 */
export function boardPreview(board: EditedBoard, uiLocale: Locale) {
  return function BoardItemPreview({ entry }: PreviewTemplateComponentProps) {
    const locale = previewLocale(entry);
    const site = useMemo(() => {
      const identity = inLocale(company, locale);
      return { locale, company: identity, t: createTranslator(siteMessages[locale], locale, identity.name) };
    }, [locale]);
    const data = (entry.get("data")?.toJS() ?? {}) as Record<string, string | undefined>;
    const { date = "", category, title = "", summary = "", body = "" } = data;
    if (!ISO_DATE.test(date) || !category) return <p>{editorMessage(uiLocale, "preview.incomplete")}</p>;
    const item = { id: 1, date, category: category as BoardCategory, title, summary };
    return (
      <SiteDataProvider site={site}>
        <MemoryRouter>
          <section className="container section">
            <h2 className="editor-preview-caption">{editorMessage(uiLocale, "preview.list")}</h2>
            <BulletinList board={board} items={[item]} />
          </section>
          <h2 className="container editor-preview-caption">{editorMessage(uiLocale, "preview.page")}</h2>
          <article>
            <BoardArticle item={item}>
              <Prose html={renderMarkdown(body)} />
            </BoardArticle>
          </article>
        </MemoryRouter>
      </SiteDataProvider>
    );
  };
}
