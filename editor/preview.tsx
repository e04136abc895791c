import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { MemoryRouter } from "react-router";
import { ArticleAttachments, ArticleImage } from "#app/components/article-files";
import { AnnouncementBoard, AnnouncementFilterStyle } from "#app/components/announcement-board";
import { ArticleAccordion } from "#app/components/article-accordion";
import { PositionDetail, PositionList } from "#app/components/position-list";
import { PageHero } from "#app/components/page-hero";
import { BoardArticle } from "#app/components/board-article";
import { NoticePopup } from "#app/components/notice-popup";
import { BulletinList } from "#app/components/bulletin-board";
import { IrCalendarSubscription, IrEventList } from "#app/components/ir-calendar";
import { MediaAssetView } from "#app/components/media-asset";
import { Prose } from "#app/components/prose";
import careers from "../content/careers.json" with { type: "json" };
import offices from "../content/offices.json" with { type: "json" };
import { positionIn, positionSummary } from "#app/content/careers";
import { irEventsIn } from "#app/content/ir-events";
import { recruitingNoticeIn } from "#app/content/recruiting-notices";
import { inLocale } from "#app/i18n/in-locale";
import { renderMarkdown } from "#app/content/markdown";
import { withoutEmptyFields, withoutEmptyFieldsThroughout } from "#app/content/board-item";
import { noticeIn } from "#app/content/notice";
import { mediaAssetOf, mediaAssetSourceSchema, type MediaAsset, type MediaAssetSource } from "#app/content/media-asset";
import {
  announcementsFileSchema,
  irEventContentSchema,
  noticeSchema,
  positionsFileSchema,
  recruitingNoticesFileSchema,
} from "#app/content/schemas";
import { fileType } from "#app/content/uploads";
import { defaultLocale, locales, type Locale } from "#app/i18n/locales";
import { CALENDAR_DATE } from "#app/i18n/format";
import { createTranslator } from "#app/i18n/translator";
import type { BoardCategory } from "#app/site/media";
import { shellData } from "#app/i18n/shell-data";
import { LanguageValueProvider, type Language } from "#app/shell/use-language";
import { editedBoards, siteMessages, type EditedBoard } from "./config";
import { editorMessage } from "./messages";

type Entry = PreviewTemplateComponentProps["entry"];

/** What the editor holds of an entry in one language, as the editor is filling it in: any field may still be empty. */
type PreviewData = Partial<Record<"date" | "category" | "kind" | "title" | "summary" | "body" | "image" | "imageAlt", string>> & {
  attachments?: { label?: string; file?: string }[];
};

/** The language of the entry Decap CMS previews: its data is the default language's, or one language's of its `i18n`. */
function previewLocale(entry: Entry): Locale {
  return locales.find((locale) => locale !== defaultLocale && entry.getIn(["i18n", locale, "data"]) === entry.get("data")) ?? defaultLocale;
}

/** The preview's own captions, which say which part of the site each drawing is: the editor's words, not the site's. */
export const previewCaptionCss = `.editor-preview-caption { margin: 1.5rem auto 0.75rem; font: 600 0.75rem/1.4 system-ui, sans-serif; letter-spacing: 0.08em; text-transform: uppercase; color: #6b7280; }`;

/** The site's words and identity in one language, for the site's components in the preview. */
function useLanguageIn(locale: Locale): Language {
  return useMemo(() => {
    const shell = shellData(locale);
    return { ...shell, t: createTranslator(siteMessages[locale], locale, shell.company.name) };
  }, [locale]);
}

/**
 * The IR announcements as the investor relations page will list them, in the editor's language (the file holds every
 * language's title; the list is drawn in one, as its filter works on one list per page).
 */
export function announcementsPreview(uiLocale: Locale) {
  return function AnnouncementsPreview({ entry }: PreviewTemplateComponentProps) {
    const language = useLanguageIn(uiLocale);
    const parsed = announcementsFileSchema.shape.announcements.element.array().safeParse((entry.getIn(["data", "announcements"]) as { toJS(): unknown } | undefined)?.toJS() ?? []);
    if (!parsed.success) return <p className="container section">{editorMessage(uiLocale, "preview.incomplete.announcements")}</p>;
    return (
      <LanguageValueProvider language={language}>
        <section className="container section">
          <h2 className="editor-preview-caption">{editorMessage(uiLocale, "preview.announcements")}</h2>
          <AnnouncementFilterStyle />
          <AnnouncementBoard items={inLocale(parsed.data, uiLocale)} />
        </section>
      </LanguageValueProvider>
    );
  };
}

/**
 * The IR calendar as the investor relations page lists it, in the editor's language: each event's day and time in
 * Korea, its kind, title, place and description, and its calendar file. The SEQUENCE each event keeps is the editor's
 * to count when it saves, so the preview reads the events without it.
 */
export function eventsPreview(uiLocale: Locale) {
  return function EventsPreview({ entry }: PreviewTemplateComponentProps) {
    const language = useLanguageIn(uiLocale);
    const parsed = z.object(irEventContentSchema.shape).array().safeParse(listOf(entry, "events"));
    if (!parsed.success) return <p className="container section">{editorMessage(uiLocale, "preview.incomplete.events")}</p>;
    return (
      <LanguageValueProvider language={language}>
        <section className="container section">
          <h2 className="editor-preview-caption">{editorMessage(uiLocale, "preview.events")}</h2>
          <IrCalendarSubscription />
          <IrEventList events={irEventsIn(parsed.data, uiLocale)} />
        </section>
      </LanguageValueProvider>
    );
  };
}

/** A list of a file as the editor holds it, each item's empty fields left out, as they are when the file is saved. */
const listOf = (entry: Entry, name: string) => withoutEmptyFieldsThroughout((entry.getIn(["data", name]) as { toJS(): unknown } | undefined)?.toJS() ?? []);

/**
 * The careers page's open positions in the editor's language, drawn by the page's own list (one whose last day has
 * passed says so, as it does on the page until the next build leaves it out), then the newest one's own page.
 */
export function positionsPreview(uiLocale: Locale) {
  return function PositionsPreview({ entry }: PreviewTemplateComponentProps) {
    const language = useLanguageIn(uiLocale);
    const parsed = positionsFileSchema.shape.positions.element.array().safeParse(listOf(entry, "positions"));
    if (!parsed.success) return <p className="container section">{editorMessage(uiLocale, "preview.incomplete.positions")}</p>;
    const positions = parsed.data.map((position) => positionIn(position, uiLocale, { fields: careers.fields, offices }));
    const [newest] = positions;
    return (
      <LanguageValueProvider language={language}>
        <MemoryRouter>
          <section className="container section">
            <h2 className="editor-preview-caption">{editorMessage(uiLocale, "preview.positions")}</h2>
            <PositionList positions={positions.map(positionSummary)} />
          </section>
          {newest ? (
            <>
              <h2 className="container editor-preview-caption">{editorMessage(uiLocale, "preview.position")}</h2>
              <PageHero title={newest.title} lead={newest.summary} />
              <PositionDetail position={newest} open />
            </>
          ) : null}
        </MemoryRouter>
      </LanguageValueProvider>
    );
  };
}

/** The careers page's recruiting notices in the editor's language, as its articles that open one at a time. */
export function recruitingNoticesPreview(uiLocale: Locale) {
  return function RecruitingNoticesPreview({ entry }: PreviewTemplateComponentProps) {
    const language = useLanguageIn(uiLocale);
    const parsed = recruitingNoticesFileSchema.shape.notices.element.array().safeParse(listOf(entry, "notices"));
    if (!parsed.success) return <p className="container section">{editorMessage(uiLocale, "preview.incomplete.notices")}</p>;
    return (
      <LanguageValueProvider language={language}>
        <MemoryRouter>
          <section className="container section">
            <h2 className="editor-preview-caption">{editorMessage(uiLocale, "preview.notices")}</h2>
            <ArticleAccordion name="recruiting-notices" sections={parsed.data.map((notice) => recruitingNoticeIn(notice, uiLocale))} />
          </section>
        </MemoryRouter>
      </LanguageValueProvider>
    );
  };
}

/** The home page's notice as its hero shows it, in the editor's language, or why visitors do not see it. */
export function noticePreview(uiLocale: Locale) {
  return function NoticePreview({ entry }: PreviewTemplateComponentProps) {
    const language = useLanguageIn(uiLocale);
    const parsed = noticeSchema.safeParse(withoutEmptyFields((entry.get("data") as { toJS(): Record<string, unknown> } | undefined)?.toJS() ?? {}));
    if (!parsed.success) return <p className="container section">{editorMessage(uiLocale, "preview.incomplete.notice")}</p>;
    const { shown, from, until } = parsed.data;
    const days = editorMessage(uiLocale, until ? "preview.notice.days" : "preview.notice.from", { from, until: until ?? "" });
    return (
      <LanguageValueProvider language={language}>
        <MemoryRouter>
          <h2 className="container editor-preview-caption">{shown ? days : editorMessage(uiLocale, "preview.notice.off")}</h2>
          <header className="home-hero">
            {/* The attribute the head script sets on the site's page when the notice is due. */}
            <div className="container home-hero__inner" data-notice-shown="">
              <div />
              <NoticePopup notice={noticeIn(parsed.data, uiLocale)} />
            </div>
          </header>
        </MemoryRouter>
      </LanguageValueProvider>
    );
  };
}

/** The length of a file of the site, as `npm run edit` serves it (the build's own drawing of a brochure or an image). */
async function bytesAt(href: string) {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** A media-centre item's video, brochure or image as its page shows it: undefined while loading, null if unavailable. */
function useMediaAsset(source: MediaAssetSource | null, locale: Locale) {
  const key = source ? JSON.stringify([source, locale]) : "";
  const [loaded, setLoaded] = useState<{ key: string; asset: MediaAsset | null }>();
  // Run again when the source or the language changes by value, not with each new object the editor hands over.
  useEffect(() => {
    if (!source) return;
    let current = true;
    mediaAssetOf(source, locale, bytesAt).then(
      (asset) => current && setLoaded({ key, asset }),
      () => current && setLoaded({ key, asset: null }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return loaded?.key === key ? loaded.asset : undefined;
}

/**
 * The item as visitors will see it, in the language being edited, drawn by the site's own components: its line on the
 * board's list, and its page, with a media-centre item's video, brochure or image.
 */
export function boardPreview(collection: EditedBoard, uiLocale: Locale) {
  const { board } = editedBoards[collection];
  return function BoardItemPreview({ entry, getAsset }: PreviewTemplateComponentProps) {
    const locale = previewLocale(entry);
    const language = useLanguageIn(locale);
    const data = (entry.get("data")?.toJS() ?? {}) as PreviewData;
    const { date = "", title = "", summary = "", body = "", image, imageAlt = "", attachments = [] } = data;
    const category = data.category ?? data.kind;
    const source = board === "mediaCenter" ? (mediaAssetSourceSchema.safeParse(data).data ?? null) : null;
    const asset = useMediaAsset(source, locale);
    // An upload not yet saved is in the editor's memory only: Decap CMS gives its address there.
    const address = (path: string) => String(getAsset(path));
    if (!CALENDAR_DATE.test(date) || !category) return <p>{editorMessage(uiLocale, "preview.incomplete")}</p>;
    if (board === "mediaCenter" && !source) return <p>{editorMessage(uiLocale, "preview.incomplete.media")}</p>;
    const item = { id: 1, date, category: category as BoardCategory, title, summary };
    return (
      <LanguageValueProvider language={language}>
        <MemoryRouter>
          <section className="container section">
            <h2 className="editor-preview-caption">{editorMessage(uiLocale, "preview.list")}</h2>
            <BulletinList board={board} items={[item]} />
          </section>
          <h2 className="container editor-preview-caption">{editorMessage(uiLocale, "preview.page")}</h2>
          <article>
            <BoardArticle item={item}>
              {asset ? <MediaAssetView asset={asset} title={title} /> : null}
              {asset === null ? <p className="editor-preview-caption">{editorMessage(uiLocale, "preview.media.unavailable")}</p> : null}
              {image ? <ArticleImage image={{ src: address(image), alt: imageAlt }} /> : null}
              <Prose html={renderMarkdown(body)} />
              <ArticleAttachments
                attachments={attachments.filter(({ file }) => file).map(({ label = "", file = "" }) => ({ label, href: address(file), type: fileType(file) }))}
              />
            </BoardArticle>
          </article>
        </MemoryRouter>
      </LanguageValueProvider>
    );
  };
}
