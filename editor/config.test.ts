import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isTranslatable } from "#app/i18n/localized";
import { defaultLocale, locales, type Locale } from "#app/i18n/locales";
import announcementsFile from "../content/ir/announcements.json" with { type: "json" };
import eventsFile from "../content/ir/events.json" with { type: "json" };
import noticeFile from "../content/notice.json" with { type: "json" };
import leadershipFile from "../content/leadership.json" with { type: "json" };
import positionsFile from "../content/careers/positions.json" with { type: "json" };
import recruitingNoticesFile from "../content/careers/notices.json" with { type: "json" };
import careers from "../content/careers.json" with { type: "json" };
import { revisedEventsFile, unrevisedEvents } from "#app/content/ir-event-revisions";
import { BODY_FIELD, boardFields, COMPANY_DAY_WIDGET, editedBoards, editedFiles, editorConfig, editorField, fileFields, siteMessages, type EditedBoard, type EditorField } from "./config";
import { entryRefusals, fileRefusals, type EntryData } from "./validation";

const boards = Object.keys(editedBoards) as EditedBoard[];

describe("the editor's fields", () => {
  it.each(boards)("of %s are the schema's fields (but the id, which is the folder) and the body, and no other", (board) => {
    const schemaFields = Object.keys(editedBoards[board].schema.shape).filter((name) => name !== "id");
    const fields = boardFields(board, "en");
    expect(fields.map((field) => field.name).toSorted()).toEqual([...schemaFields, BODY_FIELD].toSorted());
  });

  it.each(boards)("of %s are written in each language where the schema has one text per language, and copied where it has one value", (board) => {
    const shape = editedBoards[board].schema.shape as Record<string, z.ZodType>;
    for (const field of boardFields(board, "en")) {
      const translated = field.name === BODY_FIELD || isTranslatable(shape[field.name]!);
      expect(field.i18n, field.name).toBe(translated ? true : "duplicate");
      expect(field.required, field.name).toBe(!(shape[field.name] instanceof z.ZodOptional));
    }
  });

  it("offer a schema's categories, named as the site names them in the editor's language, and write dates as the schema reads them", () => {
    for (const uiLocale of locales) {
      const category = boardFields("press", uiLocale).find((field) => field.name === "category")!;
      expect(category).toMatchObject({ widget: "select" });
      const options = (category as { options: { value: string; label: string }[] }).options;
      expect(options.map((option) => option.value)).toEqual(editedBoards.press.schema.shape.category.options);
      for (const option of options) expect(option.label).toBe(siteMessages[uiLocale][`board.category.${option.value}` as keyof (typeof siteMessages)["en"]]);
    }
    expect(boardFields("news", "en").find((field) => field.name === "date")).toMatchObject({ widget: COMPANY_DAY_WIDGET, i18n: "duplicate" });
    expect(boardFields("news", "en").find((field) => field.name === BODY_FIELD)).toMatchObject({ widget: "markdown" });
  });

  it("take a photo and its description in each language, and in each language a list of files with their link texts", () => {
    const fields = boardFields("press", "en");
    expect(fields.find((field) => field.name === "image")).toMatchObject({ widget: "image", i18n: "duplicate", required: false, label: "Photo" });
    expect(fields.find((field) => field.name === "imageAlt")).toMatchObject({ widget: "string", i18n: true, required: false });
    expect(fields.find((field) => field.name === "attachments")).toMatchObject({
      widget: "list",
      i18n: true,
      required: false,
      fields: [
        { name: "label", widget: "string", required: true, label: "Link text" },
        { name: "file", widget: "file", required: true, label: "File" },
      ],
    });
  });

  it("take every day as a day in Korea typed as the site writes dates, never with Decap's date picker, which says UTC", () => {
    const throughout = (fields: EditorField[]): EditorField[] => fields.flatMap((field) => [field, ...throughout((field as { fields?: EditorField[] }).fields ?? [])]);
    const fields = editorConfig("ko", { name: "proxy", proxy_url: "/api/v1", branch: "main" }).collections.flatMap((collection) =>
      throughout([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)]),
    );
    expect(fields.filter((field) => field.widget === "datetime")).toEqual([]);
    expect(new Set(fields.filter((field) => field.widget === COMPANY_DAY_WIDGET).map((field) => field.name))).toEqual(new Set(["date", "opened", "closes", "from", "until"]));
  });

  it("are refused for a schema part the editor has no field for", () => {
    expect(() => editorField("date", z.bigint(), "en")).toThrow(/no field for date/);
    expect(() => editorField("count", z.string(), "en")).toThrow(/no message field\.count/);
  });

  it("live in one folder per item, a file per language, as the site reads them", () => {
    const config = editorConfig("ja", { name: "proxy", proxy_url: "/api/v1", branch: "main" });
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: [...locales], default_locale: defaultLocale });
    expect(config.locale).toBe("ja");
    expect(config.collections.filter((collection) => "folder" in collection).map((collection) => [collection.name, collection.folder, collection.path, collection.filter])).toEqual([
      ["press", "content/press", "{{slug}}/index", undefined],
      ["news", "content/news", "{{slug}}/index", undefined],
      ["mediaVideos", "content/media-center", "{{slug}}/index", { field: "kind", value: "video" }],
      ["mediaBrochures", "content/media-center", "{{slug}}/index", { field: "kind", value: "brochure" }],
      ["mediaImages", "content/media-center", "{{slug}}/index", { field: "kind", value: "image" }],
    ]);
  });

  it("keep the media centre's three kinds apart: each kind's collection writes its kind into a new item, unseen", () => {
    for (const board of ["mediaVideos", "mediaBrochures", "mediaImages"] as const) {
      const { value } = editedBoards[board].schema.shape.kind;
      expect(boardFields(board, "en").find((field) => field.name === "kind")).toEqual({ name: "kind", widget: "hidden", default: value, required: true, i18n: "duplicate" });
    }
  });

  it("name a media-centre item's video, brochure and image as the site and the editor do, in the editor's language", () => {
    const options = (board: EditedBoard, name: string, uiLocale: Locale) => (boardFields(board, uiLocale).find((field) => field.name === name) as { options: { value: string; label: string }[] }).options;
    expect(options("mediaVideos", "product", "ko").map((option) => option.label)).toEqual(["Dolphin5", "Orca-V", "Narwhal AI", "Tetra32", "Beluga-N"]);
    expect(options("mediaVideos", "clip", "ja")).toEqual([
      { value: "demo", label: "デモ動画（約12秒）" },
      { value: "full", label: "製品紹介動画（フルバージョン）" },
    ]);
    expect(options("mediaBrochures", "document", "en").map((option) => option.value)).toEqual(["product-portfolio", "company-profile"]);
    expect(options("mediaImages", "artwork", "zh").map((option) => option.label)).toEqual(["标志包：浅色背景用标志和午夜海军蓝底的反白标志", "Dolphin5 SoC封装效果图"]);
    expect(boardFields("mediaImages", "en").find((field) => field.name === "alt")).toMatchObject({ widget: "text", i18n: true, required: true, label: "Image description (alternative text)" });
  });
});

/** A press release that passes, in every language; `change` spoils it. */
function entry(change: (data: EntryData) => void = () => {}): EntryData {
  const data = Object.fromEntries(locales.map((locale) => [locale, {}])) as EntryData;
  for (const locale of locales) {
    data[locale] = { date: "2026-11-26", category: "product", title: `Title ${locale}`, summary: `Summary ${locale}`, body: `Text in ${locale}, [more](/en/view/media/press).` };
  }
  change(data);
  return data;
}

/** Why the editor refuses the press release `entry` spoiled by `change`, as a board's item, in the English interface. */
const refused = (board: EditedBoard, change: (data: EntryData) => void) => entryRefusals(board, entry(change), "en");

describe("an entry the editor saves", () => {
  it("passes when every language has its texts", () => {
    expect(entryRefusals("press", entry(), "en")).toEqual([]);
  });

  it("is refused, as the build would refuse it, when its text repeats a fact wrongly: a general meeting's number in its year", () => {
    expect(refused("news", (data) => (data.en.body = "The 26th annual general meeting of shareholders approved the dividend."))).toEqual([
      'Text (English): "26th annual general meeting" disagrees with the site\'s other content (is dated 2026: one a year since 2000 makes it the 27th).',
    ]);
    expect(refused("news", (data) => (data.en.body = "The 27th annual general meeting of shareholders approved the dividend."))).toEqual([]);
  });

  it("is refused when a file's text repeats a fact wrongly: an announcement of the wrong general meeting", () => {
    const announcements = structuredClone(announcementsFile);
    const meeting = announcements.announcements.findIndex((item) => item.title.en.includes("27th annual general meeting"));
    announcements.announcements[meeting]!.title.en = announcements.announcements[meeting]!.title.en.replace("27th", "26th");
    expect(fileRefusals("announcements", announcements, "en")).toEqual([
      `Announcements #${meeting + 1} › Title (English): "26th annual general meeting" disagrees with the site's other content (is dated 2026: one a year since 2000 makes it the 27th).`,
    ]);
  });

  it("is refused for a field of every language left empty, which it names without a language", () => {
    expect(refused("press", (data) => locales.forEach((locale) => delete data[locale].date))).toEqual(["Date: this field is required."]);
  });

  it.each<[Locale, string]>([
    ["en", "Title: the Japanese text is missing."],
    ["ko", "제목: 일본어 내용이 비어 있습니다."],
    ["zh", "标题：缺少日语内容。"],
    ["ja", "タイトル：日本語の内容がありません。"],
  ])("is refused in the editor's language (%s) for a missing translation", (uiLocale, message) => {
    expect(entryRefusals("press", entry((data) => delete data.ja.title), uiLocale)).toEqual([message]);
    expect(entryRefusals("press", entry((data) => (data.ja.title = "  ")), uiLocale)).toEqual([message]);
  });

  it("is refused for a date that is not one, a category the board does not have and a link to an unsafe protocol", () => {
    const refusals = refused("news", (data) => {
      for (const locale of locales) Object.assign(data[locale], { date: "2026-02-30", category: "financial" });
      data.zh.body = "See [this](javascript:alert(1)).";
    });
    expect(refusals).toEqual([
      "Date: not a valid date. Write it as the site shows dates, e.g. 26 November 2026.",
      "Category: choose one of the listed values.",
      "Text (Chinese): the link to javascript:alert(1) uses a protocol that is not allowed. Use https:, mailto:, tel: or an address on this site.",
    ]);
  });

  it("passes with a photo described in every language and files attached in some", () => {
    const illustrated = entry((data) => {
      for (const locale of locales) Object.assign(data[locale], { image: "/uploads/line-visit.jpg", imageAlt: `Photo ${locale}` });
      data.ko.attachments = [{ label: "보도자료 PDF", file: "/uploads/release-ko.pdf" }];
      data.en.attachments = [];
    });
    expect(entryRefusals("press", illustrated, "en")).toEqual([]);
  });

  it.each<[Locale, string]>([
    ["en", "Photo description (alternative text): a photo needs its description in every language."],
    ["ja", "写真の説明（代替テキスト）：写真がある場合は、すべての言語で写真の説明を書いてください。"],
  ])("is refused in the editor's language (%s) for a photo without its description", (uiLocale, message) => {
    const undescribed = entry((data) => {
      for (const locale of locales) Object.assign(data[locale], { image: "/uploads/line-visit.jpg", imageAlt: "" });
    });
    expect(entryRefusals("press", undescribed, uiLocale)).toEqual([message]);
  });

  it("is refused for a photo described in some languages only, a file of a kind the site does not offer and an image from elsewhere", () => {
    expect(
      refused("news", (data) => {
        for (const locale of locales) Object.assign(data[locale], { image: "/uploads/line-visit.jpg", imageAlt: locale === "zh" ? "" : `Photo ${locale}` });
        data.en.attachments = [{ label: "Script", file: "/uploads/setup.exe" }];
        data.ja.body = "![追跡](https://tracker.example/pixel.png)";
      }),
    ).toEqual([
      "Photo description (alternative text): the Chinese text is missing.",
      "Attachments #1 › File (English): this kind of file cannot be used. Upload and choose a PDF, XLSX, DOCX, PPTX, ZIP, JPG, JPEG, PNG, WEBP, or AVIF file.",
      "Text (Japanese): the image https://tracker.example/pixel.png cannot be shown. Insert an image uploaded to the site, with its description.",
    ]);
  });
});

describe("a media-centre item the editor saves", () => {
  /** An image item, as the editor holds it: the kind and the image in each language's file, its texts in each language. */
  const imageItem = (change: (data: EntryData) => void = () => {}) =>
    entry((data) => {
      for (const locale of locales) {
        delete data[locale].category;
        Object.assign(data[locale], { kind: "image", artwork: "logo-pack", alt: `The logo (${locale})` });
      }
      change(data);
    });

  it("passes with its image chosen and described in every language", () => {
    expect(entryRefusals("mediaImages", imageItem(), "en")).toEqual([]);
  });

  it("is refused, in the editor's language, for an image described in some languages only or one the site does not draw", () => {
    const refusals = entryRefusals(
      "mediaImages",
      imageItem((data) => {
        delete data.ja.alt;
        for (const locale of locales) data[locale].artwork = "team-photo";
      }),
      "ko",
    );
    expect(refusals).toEqual(["이미지: 목록에 있는 값을 고르세요.", "이미지 설명(대체 텍스트): 일본어 내용이 비어 있습니다."]);
  });

  it.each([
    ["mediaVideos", { product: "orca-v", clip: "demo" }, ["Product: choose one of the listed values.", "Video: choose one of the listed values."]],
    ["mediaBrochures", { document: "company-profile" }, ["Brochure: choose one of the listed values."]],
  ] as const)("of %s passes with its file chosen, and is refused without it", (board, chosen, refusals) => {
    const kind = editedBoards[board].schema.shape.kind.value;
    const item = (withFile: boolean) =>
      entry((data) => {
        for (const locale of locales) {
          delete data[locale].category;
          Object.assign(data[locale], { kind, ...(withFile ? chosen : {}) });
        }
      });
    expect(entryRefusals(board, item(true), "en")).toEqual([]);
    expect(entryRefusals(board, item(false), "en")).toEqual(refusals);
  });
});

describe("the IR announcements in the editor", () => {
  const [list] = fileFields("announcements", "en") as [EditorField & { fields: (EditorField & { fields?: EditorField[]; options?: { value: string; label: string }[] })[] }];
  const element = editedFiles.announcements.schema.shape.announcements.element;

  it("are the file's list, each announcement with the schema's fields and no other, the newest added on top", () => {
    expect(list).toMatchObject({ name: "announcements", widget: "list", add_to_top: true, required: true });
    expect(list.fields.map((field) => field.name)).toEqual(Object.keys(element.shape));
    expect(list.fields.find((field) => field.name === "type")!.options!.map((option) => option.label)).toEqual(element.shape.type.options.map((type) => siteMessages.en[`ir.type.${type}`]));
  });

  it("take a title in each language, side by side in one group, each named in the editor's language", () => {
    const title = fileFields("announcements", "ko")[0] as EditorField & { fields: { fields: EditorField[] }[] };
    expect(title.fields[3]!.fields.map((field) => [field.name, field.label, field.required])).toEqual([
      ["ko", "한국어", true],
      ["en", "영어", true],
      ["zh", "중국어", true],
      ["ja", "일본어", true],
    ]);
  });

  it("pass as the site has them, and are refused, in the editor's language, for a missing title, a receipt number of another day or a list out of order", () => {
    expect(fileRefusals("announcements", announcementsFile, "en")).toEqual([]);
    const [latest, ...older] = announcementsFile.announcements;
    const added = { receiptNumber: "20261120000123", date: "2026-11-21", type: "governance", title: { ko: "기업지배구조 보고서", en: "Corporate governance report", zh: "公司治理报告", ja: "" }, abstract: { ko: "2025 회계연도의 지배구조 현황입니다.", en: "Corporate governance in fiscal year 2025.", zh: "2025会计年度的公司治理现况。", ja: "2025事業年度のコーポレート・ガバナンスの状況です。" } };
    expect(fileRefusals("announcements", { announcements: [added, latest, ...older] }, "en")).toEqual([
      "Announcements #1 › Title: the Japanese text is missing.",
      "Announcements #1 › Receipt number: a receipt number begins with its filing date (YYYYMMDD).",
    ]);
    expect(fileRefusals("announcements", { announcements: [latest, { ...added, date: "2026-11-20", title: { ...added.title, ja: "コーポレートガバナンス報告書" } }, ...older] }, "ja")).toEqual([
      "開示：新しい項目が上になるよう日付順に並べてください。",
    ]);
  });
});

describe("the IR calendar in the editor", () => {
  const [list] = fileFields("events", "en") as [EditorField & { fields: (EditorField & Record<string, unknown>)[] }];
  const field = (name: string) => list.fields.find((candidate) => candidate.name === name)!;

  it("has each event's fields, its start written out in Korea time, and its SEQUENCE kept by the editor out of sight", () => {
    expect(list.fields.map((candidate) => candidate.name)).toEqual(Object.keys(editedFiles.events.schema.shape.events.element.shape));
    expect(field("start")).toMatchObject({ widget: "string", label: "Start (Korea time)", hint: expect.stringContaining("+09:00") });
    expect(field("durationMinutes")).toMatchObject({ widget: "number", value_type: "int", min: 15, max: 480 });
    expect(field("calendar")).toEqual({ name: "calendar", widget: "hidden", required: false });
    expect((field("type").options as { label: string }[]).map((option) => option.label)).toEqual(
      editedFiles.events.schema.shape.events.element.shape.type.options.map((type) => siteMessages.en[`ir.event.${type}`]),
    );
  });

  it("refuses a time that is not Korea's, in the editor's language", () => {
    const [first, ...rest] = eventsFile.events;
    expect(fileRefusals("events", { events: [{ ...first, start: "2026-12-08T06:00:00+01:00" }, ...rest] }, "ko")).toEqual([
      "일정 #1 › 시작 일시(한국 시간): 한국 표준시(+09:00)로 적어야 합니다. 예: 2027-02-04T16:00:00+09:00",
    ]);
  });

  it("saves a changed event with its next SEQUENCE and a new one with SEQUENCE 0, as the build expects", () => {
    const [first, ...rest] = eventsFile.events;
    const { calendar: _calendar, ...added } = { ...rest.at(-1)!, id: "agm-29", start: "2028-03-27T09:00:00+09:00" };
    const revised = revisedEventsFile({ events: [{ ...first, durationMinutes: 150 }, ...rest, added] });
    const { events } = editedFiles.events.schema.parse(revised);
    expect(events.map((event) => event.calendar.sequence)).toEqual([first!.calendar.sequence + 1, ...rest.map((event) => event.calendar.sequence), 0]);
    expect(unrevisedEvents(events)).toEqual([]);
  });
});

describe("the notice popup in the editor", () => {
  const fields = fileFields("notice", "en") as (EditorField & Record<string, unknown>)[];
  const field = (name: string) => fields.find((candidate) => candidate.name === name)!;

  it("has the schema's fields: on or off, its days (the last one optional), its texts in four languages and its link", () => {
    expect(fields.map((candidate) => candidate.name)).toEqual(Object.keys(editedFiles.notice.schema.shape));
    expect(field("shown")).toMatchObject({ widget: "boolean", required: true });
    expect(field("from")).toMatchObject({ widget: COMPANY_DAY_WIDGET, required: true });
    expect(field("until")).toMatchObject({ widget: COMPANY_DAY_WIDGET, required: false, hint: expect.stringContaining("Korea") });
    expect(field("text")).toMatchObject({ widget: "object", fields: locales.map((locale) => ({ name: locale, widget: "text" })) });
    expect(field("link")).toMatchObject({ widget: "string", required: false, hint: expect.stringContaining("/view/media/newsView?id=8") });
  });

  it("passes as the site has it, and is refused for a last day before the first or a link to no page of the site", () => {
    expect(fileRefusals("notice", noticeFile, "en")).toEqual([]);
    expect(fileRefusals("notice", { ...noticeFile, until: "2026-10-01", link: "/view/media/nowhere" }, "zh")).toEqual([
      "“查看详情”链接：不是本网站页面的地址，例如 /view/media/newsView?id=8。",
      "结束日期：结束日期不能早于开始日期。",
    ]);
  });
});

describe("the leadership page in the editor", () => {
  const [message, team] = fileFields("leadership", "en") as (EditorField & { fields: (EditorField & Record<string, unknown>)[] })[];
  const member = (name: string) => team!.fields.find((candidate) => candidate.name === name)!;

  it("has the CEO's message and each team member's fields, with an optional portrait uploaded into /uploads/", () => {
    expect([message!.name, team!.name]).toEqual(Object.keys(editedFiles.leadership.schema.shape));
    expect(message).toMatchObject({ widget: "object", fields: [{ name: "heading" }, { name: "paragraphs" }, { name: "signature" }] });
    expect(team!.fields.map((candidate) => candidate.name)).toEqual(Object.keys(editedFiles.leadership.schema.shape.team.element.shape));
    expect(member("portrait")).toMatchObject({ widget: "image", choose_url: false, required: false, hint: expect.stringContaining("monogram") });
    expect(editorConfig("en", { name: "proxy" }).collections.find((collection) => collection.name === "about")).toMatchObject({
      files: [{ name: "leadership", file: "content/leadership.json" }],
    });
  });

  it("passes as the site has it and with a portrait, and refuses a portrait that is not an uploaded image", () => {
    expect(fileRefusals("leadership", leadershipFile, "en")).toEqual([]);
    const withPortrait = (portrait: string) => ({ ...leadershipFile, team: leadershipFile.team.map((person, index) => (index === 0 ? { ...person, portrait } : person)) });
    expect(fileRefusals("leadership", withPortrait("/uploads/seo-yun-han.jpg"), "en")).toEqual([]);
    expect(fileRefusals("leadership", withPortrait("/uploads/seo-yun-han.pdf"), "en")).toHaveLength(1);
  });

  it("refuses, as the build would, an executive director renamed or taken off the team without the IR page's board", () => {
    const renamed = (index: number) => ({ ...leadershipFile, team: leadershipFile.team.map((person, at) => (at === index ? { ...person, name: { ...person.name, en: "Someone Else" } } : person)) });
    expect(fileRefusals("leadership", renamed(2), "en")).toEqual([
      "Management team #3 › Name: the IR page's board of directors (content/ir/board.json) names executive director Min-jae Kang as this page did. Both files change together: ask whoever publishes the site.",
    ]);
    expect(fileRefusals("leadership", renamed(1), "en")).toEqual([]);
    const withoutCeo = { ...leadershipFile, team: leadershipFile.team.slice(1) };
    expect(fileRefusals("leadership", withoutCeo, "ko")).toEqual([expect.stringMatching(/^임원: IR 페이지의 이사회\(content\/ir\/board\.json\)가 사내이사 한서윤/)]);
  });
});

describe("the careers page's positions and notices in the editor", () => {
  const [positions] = fileFields("positions", "en") as [EditorField & { fields: (EditorField & Record<string, unknown>)[] }];
  const field = (name: string) => positions.fields.find((candidate) => candidate.name === name)!;
  const options = (name: string) => (field(name).options as { value: string; label: string }[]).map((option) => option.label);

  it("have each position's fields, its field of work and office named as the site names them, and its duties as lines in each language", () => {
    expect(positions).toMatchObject({ name: "positions", widget: "list", add_to_top: true, label_singular: "position" });
    expect(positions.fields.map((candidate) => candidate.name)).toEqual(Object.keys(editedFiles.positions.schema.shape.positions.element.shape));
    expect(options("field")).toEqual(careers.fields.map((careerField) => careerField.title.en));
    expect(fileFields("positions", "ja")[0]).toMatchObject({ fields: expect.arrayContaining([expect.objectContaining({ name: "office", options: expect.arrayContaining([{ value: "tokyo", label: "東京オフィス" }]) })]) });
    expect(options("employment")).toEqual(["Full-time", "Fixed-term contract", "Internship"]);
    expect(field("closes")).toMatchObject({ widget: COMPANY_DAY_WIDGET, required: false, hint: expect.stringContaining("Open until filled") });
    expect(field("duties")).toMatchObject({
      widget: "object",
      fields: locales.map((locale) => ({ name: locale, widget: "list", field: { name: "line", widget: "string" }, required: true })),
    });
  });

  it("pass as the site has them, and are refused for an empty list in one language, a closing day before the posting day or an id used twice", () => {
    expect(fileRefusals("positions", positionsFile, "en")).toEqual([]);
    const [latest, ...older] = positionsFile.positions;
    const spoiled = { ...latest!, closes: "2026-11-01", duties: { ...latest!.duties, zh: [] } };
    expect(fileRefusals("positions", { positions: [spoiled, ...older] }, "en")).toEqual([
      "Positions #1 › Responsibilities: the Chinese text is missing.",
      "Positions #1 › Closing day: the last day cannot come before the first.",
    ]);
    expect(fileRefusals("positions", { positions: [latest, { ...older[0]!, id: latest!.id }, ...older.slice(1)] }, "ko")).toEqual(["포지션: 같은 주소용 이름이 두 번 있습니다."]);
  });

  it("write a notice's text in Markdown, with the site's link rules", () => {
    const [notices] = fileFields("recruitingNotices", "en") as [EditorField & { fields: (EditorField & { fields?: EditorField[] })[] }];
    expect(notices.fields.find((candidate) => candidate.name === "text")!.fields!.map((candidate) => candidate.widget)).toEqual(locales.map(() => "markdown"));
    expect(fileRefusals("recruitingNotices", recruitingNoticesFile, "en")).toEqual([]);
    const [latest, ...older] = recruitingNoticesFile.notices;
    const phishing = { ...latest!, text: { ...latest!.text, ja: "[応募はこちら](javascript:alert(1))" } };
    expect(fileRefusals("recruitingNotices", { notices: [phishing, ...older] }, "ja")).toEqual([
      "お知らせ #1 › 本文（日本語）：javascript:alert(1) へのリンクは許可されていないプロトコルです。https:、mailto:、tel: またはこのサイト内のアドレスのみ使えます。",
    ]);
  });
});
