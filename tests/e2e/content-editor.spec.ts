import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { formatDate } from "../../app/i18n/format";
import { readItem } from "../../app/content/board-files";
import { boardIndexes } from "../../app/content/board-indexes";
import { unrevisedEvents } from "../../app/content/ir-event-revisions";
import { keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import { announcementsFileSchema, irEventsFileSchema, mediaItemSchema, newsItemSchema, noticeSchema, positionsFileSchema, pressReleaseSchema, recruitingNoticesFileSchema } from "../../app/content/schemas";
import { company } from "../../app/config/company";
import { locales, type Locale } from "../../app/i18n/locales";
import { localizedPath } from "../../app/i18n/paths";
import { boards } from "../../app/site/media";
import { pages } from "../../app/site/pages";
import { companyDayNote, exampleDay } from "../../editor/company-day";
import { siteMessages } from "../../editor/config";
import { editorMessage } from "../../editor/messages";
import { captionFiles } from "../../scripts/captions";
import { CheckoutCopy } from "./support/checkout-copy";
import { pictureForGuide } from "./support/guide-pictures";

const test = base.extend<{ openPage: (options: BrowserContextOptions) => Promise<Page> }>({
  // Each page in a context of its own (the test's locale and time zone), closed with the test: a Decap CMS page left
  // open keeps working, and the ones this file left open took 2–14 % of a core each from the rest of the browser tests.
  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * The content editor in local mode (`npm run edit`) on a copy of this checkout, driven as a communications employee
 * would: the editor writes the copy's files, and the copy is built and served to see the result as visitors will.
 */
test.describe.configure({ mode: "serial" });

let copy: CheckoutCopy;
let editor: string;

test.beforeAll(async () => {
  copy = CheckoutCopy.create();
  // Vite's first start bundles Decap CMS's dependencies: tens of seconds on a loaded machine.
  editor = await copy.serve(["--import", "tsx", "scripts/edit.ts"], {}, "/", 180_000);
});

test.afterAll(() => copy?.dispose());

/** Decap CMS's own words for the buttons the tests press (decap-cms-locales), in the two interface languages used here. */
const decapPhrases = {
  en: { publish: "Publish", publishNow: "Publish now", saved: "Changes saved", writingIn: (locale: Locale) => `Writing in ${locale.toUpperCase()}` },
  ko: { publish: "게시", publishNow: "지금 게시", saved: "변경사항 저장됨", writingIn: (locale: Locale) => `${locale.toUpperCase()}로 작성 중` },
};
type Ui = keyof typeof decapPhrases;

const pressFolders = () => readdirSync(copy.path("content/press")).filter((name) => /^\d+$/.test(name)).toSorted();

/** The editor's field of one language pane: 0 is the default language on the left, 1 the one chosen on the right. */
const field = (page: Page, ui: Ui, name: "date" | "category" | "title" | "summary", pane: 0 | 1) => page.getByLabel(editorMessage(ui, `field.${name}`), { exact: true }).nth(pane);

async function writeTexts(page: Page, ui: Ui, pane: 0 | 1, texts: { title?: string; summary: string; body: string }) {
  if (texts.title !== undefined) await field(page, ui, "title", pane).fill(texts.title);
  await field(page, ui, "summary", pane).fill(texts.summary);
  await page.locator('[contenteditable="true"]').nth(pane).click();
  await page.keyboard.type(texts.body);
}

/** Shows `to` instead of `from` in the right-hand pane. */
async function writeInRightPane(page: Page, ui: Ui, from: Locale, to: Locale) {
  await page.getByRole("button", { name: decapPhrases[ui].writingIn(from), exact: true }).click();
  await page.getByRole("menuitem", { name: to, exact: true }).click();
  await expect(page.getByRole("button", { name: decapPhrases[ui].writingIn(to), exact: true })).toBeVisible();
}

async function publish(page: Page, ui: Ui) {
  await page.getByText(decapPhrases[ui].publish, { exact: true }).click();
  await page.getByText(decapPhrases[ui].publishNow, { exact: true }).click();
}

/** Decap CMS's own status of the entry, beside its title: it turns to "Changes saved" once the files are written. */
async function expectSaved(page: Page, ui: Ui) {
  await expect(page.getByText(decapPhrases[ui].saved, { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** The editor is a few megabytes of script that Vite serves one module at a time: seconds on a loaded machine. */
const LOADING = { timeout: 60_000 };

/** Uploads `file` through Decap CMS's media library, opened by the pane's button `choose` ("Choose an image"), and picks it. */
async function upload(page: Page, choose: string, pane: 0 | 1, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByText(choose, { exact: true }).nth(pane).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByText("Choose selected", { exact: true }).click();
}

/** The release's photo, described in every language, and a PDF attached to the Korean text only. */
const photo = { name: "Line visit.png", mimeType: "image/png", buffer: readFileSync("public/og-image.png") };
const photoAlt = (word: string, locale: Locale) => `${word} ${locale}: engineers at the Pangyo validation lab`;
const attachment = { label: "Zephyrine 보도자료 원문 (PDF)", file: { name: "release-ko.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") } };

async function illustrate(page: Page, word: string, pane: 0 | 1, locale: Locale) {
  await page.getByLabel(editorMessage("en", "field.imageAlt")).nth(pane).fill(photoAlt(word, locale));
}

/**
 * A new press release (or news item, by `board`) in every language, written in the editor but not saved; `skip` leaves
 * one language's title out.
 * `illustrated` adds a photo, its description in every language, and a file to the Korean text.
 */
async function writeRelease(page: Page, ui: Ui, date: string, word: string, { skip, illustrated = false, board = "press" }: { skip?: Locale; illustrated?: boolean; board?: "press" | "news" } = {}) {
  await page.goto(`${editor}/#/collections/${board}/new`);
  await expect(field(page, ui, "date", 0)).toBeVisible(LOADING);
  await field(page, ui, "date", 0).fill(formatDate(date, ui));
  await field(page, ui, "category", 0).click();
  await page.keyboard.type(siteMessages[ui]["board.category.product"]);
  await page.keyboard.press("Enter");
  const texts = (locale: Locale) => ({
    title: locale === skip ? undefined : `${word} ${locale} title of a new release`,
    summary: `${word} ${locale} summary of the release.`,
    body: `${word} ${locale}: the first paragraph of the release.`,
  });
  await writeTexts(page, ui, 0, texts("ko"));
  await writeTexts(page, ui, 1, texts("en"));
  if (illustrated) {
    await upload(page, "Choose an image", 0, photo);
    await illustrate(page, word, 0, "ko");
    await illustrate(page, word, 1, "en");
    await page.getByText("Add attachment", { exact: true }).first().click();
    await page.getByLabel(editorMessage("en", "field.label"), { exact: true }).first().fill(attachment.label);
    await upload(page, "Choose a file", 0, attachment.file);
    // The Korean pane from the photo to the attached file. Decap CMS draws the photo's frame from the site's files, where
    // the photo is written on saving: the frame is empty until then (the guide says so).
    await pictureForGuide(page, "press-release-photo-and-pdf", page.getByText("/uploads/release-ko.pdf"), {
      top: page.locator("label", { hasText: /^Photo/ }).first(),
      height: 1000,
    });
  }
  await writeInRightPane(page, ui, "en", "zh");
  await writeTexts(page, ui, 1, texts("zh"));
  if (illustrated) await illustrate(page, word, 1, "zh");
  await writeInRightPane(page, ui, "zh", "ja");
  await writeTexts(page, ui, 1, texts("ja"));
  if (illustrated) await illustrate(page, word, 1, "ja");
}

/** Asks the editor for `path` with `headers`, Host among them (which fetch would not let a test set), sending `body` as JSON. */
function askEditor(path: string, headers: http.OutgoingHttpHeaders, body?: object): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const method = body ? "POST" : "GET";
    const request = http.request(`${editor}${path}`, { method, headers: { "content-type": "application/json", ...headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.once("end", () => resolve({ status: response.statusCode!, text }));
    });
    request.once("error", reject).end(body && JSON.stringify(body));
  });
}

/** A video's captions, which `npm run edit` serves for the preview. */
const caption = captionFiles()[0]!.address;
/** What Decap CMS's page asks its proxy, /api/v1, for: a file of the working tree, and to write one. */
const readPackageJson = { action: "getEntry", params: { branch: "main", path: "package.json" } };
const writeFile = (path: string) => ({
  action: "persistEntry",
  params: { branch: "main", entry: { slug: "written", path, raw: "written\n" }, assets: [], options: { collectionName: "press", commitMessage: "written", useWorkflow: false, status: "draft" } },
});

test("answers only its own page: another site's page whose name resolves to this computer reads and writes nothing", async () => {
  const { port } = new URL(editor);
  const rebound = `rebind.attacker.example:${port}`;
  for (const headers of [{ host: rebound, origin: `http://${rebound}` }, { host: rebound }, { host: `127.0.0.1:${port}`, origin: `http://${rebound}` }]) {
    const read = await askEditor("/api/v1", headers, readPackageJson);
    expect(read.status, JSON.stringify(headers)).toBe(403);
    expect(read.text).not.toContain('"name"');
    expect((await askEditor("/api/v1", headers, writeFile("rebound.txt"))).status, JSON.stringify(headers)).toBe(403);
    expect(existsSync(copy.path("rebound.txt")), "nothing is written").toBe(false);
    for (const path of ["/", caption]) expect((await askEditor(path, headers)).status, `${path} ${JSON.stringify(headers)}`).toBe(403);
  }

  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    expect((await askEditor(caption, { host })).status, `${caption} ${host}`).toBe(200);
    const read = await askEditor("/api/v1", { host, origin: `http://${host}` }, readPackageJson);
    expect(read.status, host).toBe(200);
    expect(JSON.parse(read.text).data).toBe(readFileSync(copy.path("package.json"), "utf8"));
  }
  const written = await askEditor("/api/v1", { host: `localhost:${port}`, origin: `http://localhost:${port}` }, writeFile("content/written.txt"));
  expect(written.status).toBe(200);
  expect(readFileSync(copy.path("content/written.txt"), "utf8")).toBe("written\n");
  rmSync(copy.path("content/written.txt"));
});

test("refuses a release without its Japanese title in the editor's language, and writes nothing", async ({ openPage }) => {
  test.setTimeout(180_000);
  const page = await openPage({ locale: "ko-KR" });
  const before = pressFolders();
  await writeRelease(page, "ko", "2026-11-20", "Refused", { skip: "ja" });
  await expect(field(page, "ko", "date", 0), "the day as the site writes it in Korean").toHaveValue("2026년 11월 20일");
  await expect(field(page, "ko", "date", 0), "a day in Korea, said in Korean").toHaveAccessibleDescription(companyDayNote("ko"));
  await publish(page, "ko");
  const refusal = page.getByText(editorMessage("ko", "refused.missing", { field: editorMessage("ko", "field.title"), language: "일본어" }));
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await pictureForGuide(page, "press-release-refused", refusal);
  expect(pressFolders()).toEqual(before);
});

test("adds a news item in four languages from a Korean interface", async ({ openPage }) => {
  test.setTimeout(180_000);
  const page = await openPage({ locale: "ko-KR" });
  const folders = () => readdirSync(copy.path("content/news")).toSorted();
  const before = folders();
  await writeRelease(page, "ko", dayAfter(boardIndexes.news[0]!.date), "Aurelith", { board: "news" });
  await pictureForGuide(page, "news-item-written");
  await publish(page, "ko");
  await expectSaved(page, "ko");
  await pictureForGuide(page, "news-item-saved");
  const created = folders().filter((folder) => !before.includes(folder));
  expect(created).toEqual([expect.stringMatching(/^\d{12}$/)]);
  expect(readItem(newsItemSchema, copy.path("content/news", created[0]!)).item.title).toEqual(Object.fromEntries(locales.map((locale) => [locale, `Aurelith ${locale} title of a new release`])));
});

/** A filing added in the editor: its Japanese title is left out at first. */
const filing = {
  receiptNumber: "20261123000517",
  date: "2026-11-23",
  title: { ko: "Zephyrine 기업설명회 개최 안내", en: "Zephyrine notice of an investor relations event", zh: "Zephyrine 投资者说明会举办通知", ja: "Zephyrine IR説明会開催のお知らせ" },
  abstract: {
    ko: "Zephyrine 기업설명회를 12월 10일 본사에서 엽니다.",
    en: "The Zephyrine investor relations event is held on 10 December at the head office.",
    zh: "Zephyrine 投资者说明会将于12月10日在公司总部举行。",
    ja: "Zephyrine IR説明会を12月10日に本社で開催します。",
  },
};

test("adds an IR announcement in four languages, refusing it while its Japanese title is missing or its receipt number is of another day", async ({ openPage }) => {
  test.setTimeout(180_000);
  const page = await openPage({ locale: "en-GB" });
  const file = copy.path("content/ir/announcements.json");
  const before = readFileSync(file, "utf8");
  await page.goto(`${editor}/#/collections/investor-relations/entries/announcements`);
  await page.getByText("Add announcement", { exact: true }).click(LOADING);
  const receiptNumber = page.getByLabel(editorMessage("en", "field.receiptNumber"), { exact: true }).first();
  await receiptNumber.fill(`20261120${filing.receiptNumber.slice(8)}`);
  await page.getByLabel(editorMessage("en", "field.date"), { exact: true }).first().fill(formatDate(filing.date, "en"));
  await page.getByLabel(editorMessage("en", "field.type"), { exact: true }).first().click();
  await page.keyboard.type(siteMessages.en["ir.type.shareholders-meeting"]);
  await page.keyboard.press("Enter");
  for (const locale of ["ko", "en", "zh"] as const) await page.getByLabel(languageName(locale), { exact: true }).first().fill(filing.title[locale]);
  // The abstract's fields follow the title's, with the same languages' names.
  for (const locale of locales) await page.getByLabel(languageName(locale), { exact: true }).nth(1).fill(filing.abstract[locale]);
  await publish(page, "en");
  // Decap CMS itself refuses an empty field of a group, in its own words.
  await expect(page.getByText("Japanese is required.", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(languageName("ja"), { exact: true }).first().fill(filing.title.ja);
  await publish(page, "en");
  const refusal = page.getByText(editorMessage("en", "refused.receipt-date", { field: "Announcements #1 › Receipt number" }));
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await pictureForGuide(page, "ir-announcement-refused", refusal);
  expect(readFileSync(file, "utf8"), "nothing is written").toBe(before);

  // Decap CMS's field keeps its text through a plain fill here: empty it first.
  await receiptNumber.clear();
  await receiptNumber.fill(filing.receiptNumber);
  await expect(receiptNumber).toHaveValue(filing.receiptNumber);
  await expect(page.frameLocator("iframe").first().locator(".announcement__title").first(), "the list as the IR page draws it").toContainText(filing.title.en, LOADING);
  await pictureForGuide(page, "ir-announcement-preview");
  await publish(page, "en");
  await expectSaved(page, "en");
  const { announcements } = announcementsFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  expect(announcements[0]).toEqual({ ...filing, type: "shareholders-meeting" });
  expect(announcements.slice(1)).toEqual(announcementsFileSchema.parse(JSON.parse(before)).announcements);
});

/** The item of a file's list whose folded line says `summary`, unfolded, in the editor at `collectionPath`. */
async function unfoldedItem(page: Page, collectionPath: string, summary: string) {
  await page.goto(`${editor}/#/collections/${collectionPath}`);
  const item = page.getByText(summary, { exact: true }).locator("..");
  // The first button of a folded item's bar unfolds it.
  await item.locator("button").first().click(LOADING);
  return item;
}

/** A field of a list's item, held by its id: the item's folded line, which found the item, changes as the field is typed in. */
async function fieldOfItem(page: Page, item: Locator, label: string) {
  return page.locator(`#${await item.getByLabel(label, { exact: true }).getAttribute("id")}`);
}

test("moves an IR event to another time and saves it with its next SEQUENCE, so that subscribed calendars take the change", async ({ openPage }) => {
  test.setTimeout(180_000);
  const page = await openPage({ locale: "en-GB" });
  const file = copy.path("content/ir/events.json");
  const [event, ...others] = irEventsFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).events;
  const item = await unfoldedItem(page, "investor-relations/entries/events", `${event!.start} · ${event!.title.ko}`);
  const start = await fieldOfItem(page, item, editorMessage("en", "field.start"));
  await expect(start).toHaveValue(event!.start);
  const moved = event!.start.replace("T14:00", "T15:30");
  await start.clear();
  await start.fill(moved);
  const shown = page.frameLocator("iframe").first().locator(".ir-event").first();
  await expect(shown.locator(".ir-event__title"), "the calendar as the IR page draws it").toHaveText(event!.title.en, LOADING);
  await expect(shown.locator(".ir-event__when"), "at the new time, in Korea").toContainText("15:30");
  await pictureForGuide(page, "ir-event-moved");
  await publish(page, "en");
  await expectSaved(page, "en");
  const [saved, ...rest] = irEventsFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).events;
  expect(saved).toMatchObject({ id: event!.id, start: moved, calendar: { sequence: event!.calendar.sequence + 1 } });
  expect(unrevisedEvents([saved!]), "the digest the editor computed is the build's").toEqual([]);
  expect(rest, "the other events are as they were").toEqual(others);
});

/** The notice's new English title and link, written in the editor. */
const notice = { title: "Zephyrine: our third-quarter results are out", link: "/view/media/pressView?id=12" };

test("edits the home page's notice, refusing a link to no page of the site", async ({ openPage }) => {
  test.setTimeout(180_000);
  const page = await openPage({ locale: "en-GB" });
  const file = copy.path("content/notice.json");
  const before = readFileSync(file, "utf8");
  await page.goto(`${editor}/#/collections/home/entries/notice`);
  const englishTitle = page.getByLabel(languageName("en"), { exact: true }).first();
  await expect(englishTitle).toBeVisible(LOADING);
  await englishTitle.clear();
  await englishTitle.fill(notice.title);
  const link = page.getByLabel(editorMessage("en", "field.link"));
  await link.clear();
  await link.fill("/view/media/nowhere");
  await publish(page, "en");
  const refusal = page.getByText(editorMessage("en", "refused.site-page", { field: editorMessage("en", "field.link") }));
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await pictureForGuide(page, "notice-refused", refusal);
  expect(readFileSync(file, "utf8"), "nothing is written").toBe(before);

  await link.clear();
  await link.fill(notice.link);
  await expect(page.frameLocator("iframe").first().getByRole("heading", { name: notice.title }), "the notice as the home page's hero draws it").toBeVisible(LOADING);
  await pictureForGuide(page, "notice-preview");
  await publish(page, "en");
  await expectSaved(page, "en");
  const saved = noticeSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  expect(saved).toEqual({ ...noticeSchema.parse(JSON.parse(before)), title: { ...noticeSchema.parse(JSON.parse(before)).title, en: notice.title }, link: notice.link });
});

/** The day before `date` (YYYY-MM-DD). */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** The day after `date` (YYYY-MM-DD). */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The day `days` after today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A requirement added to the newest position in Japanese, in the editor. */
const requirement = "車載イーサネット評価の実務経験（歓迎）";

test("edits an open position, refusing a closing day before its posting day, and adds a requirement in Japanese", async ({ openPage }) => {
  test.setTimeout(180_000);
  const page = await openPage({ locale: "en-GB" });
  const file = copy.path("content/careers/positions.json");
  const before = readFileSync(file, "utf8");
  const [position, ...others] = positionsFileSchema.parse(JSON.parse(before)).positions;
  const item = await unfoldedItem(page, "careers/entries/positions", `${position!.opened} · ${position!.title.ko}`);
  // Decap CMS adds "(optional)" to the label of a field that may be left empty.
  const closes = item.getByLabel(`${editorMessage("en", "field.closes")} (optional)`, { exact: true });
  await expect(closes).toHaveValue(formatDate(position!.closes!, "en"));
  await closes.fill(formatDate(dayBefore(position!.opened), "en"));
  await publish(page, "en");
  const refusal = page.getByText(editorMessage("en", "refused.period", { field: `${editorMessage("en", "field.positions")} #1 › ${editorMessage("en", "field.closes")}` }));
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await pictureForGuide(page, "position-refused", refusal);
  expect(readFileSync(file, "utf8"), "nothing is written").toBe(before);

  // Still open when the copy is built, whatever day the test runs.
  const closingDay = inDays(60);
  await closes.fill(formatDate(closingDay, "en"));
  // The requirements in Japanese are the fourth list of the group, each line a field labelled as the list.
  await item.getByText(`Add ${editorMessage("en", "item.requirements")}`, { exact: true }).nth(3).click();
  await item.getByLabel(editorMessage("en", "field.requirements"), { exact: true }).last().fill(requirement);
  await expect(page.frameLocator("iframe").first().locator(".position__title").first(), "the list as the careers page draws it").toHaveText(keepWordsWhole(position!.title.en), LOADING);
  await pictureForGuide(page, "position-preview");
  await publish(page, "en");
  await expectSaved(page, "en");
  const [saved, ...rest] = positionsFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).positions;
  expect(saved).toEqual({ ...position, closes: closingDay, requirements: { ...position!.requirements, ja: [...position!.requirements.ja, requirement] } });
  expect(rest, "the other positions are as they were").toEqual(others);
});

test("takes a recruiting notice's day as the site writes it in Korean, in a browser far from Korea, and stores the day typed", async ({ openPage }) => {
  test.setTimeout(180_000);
  const page = await openPage({ locale: "ko-KR", timezoneId: "America/Los_Angeles" });
  const file = copy.path("content/careers/notices.json");
  const before = readFileSync(file, "utf8");
  const [notice, ...others] = recruitingNoticesFileSchema.parse(JSON.parse(before)).notices;
  const item = await unfoldedItem(page, "careers/entries/recruitingNotices", `${notice!.date} · ${notice!.title.ko}`);
  const date = await fieldOfItem(page, item, editorMessage("ko", "field.date"));
  await expect(date, "the day as the site writes it in Korean").toHaveValue(formatDate(notice!.date, "ko"));
  await expect(date, "a day in Korea, said in Korean").toHaveAccessibleDescription(companyDayNote("ko"));
  await date.fill("2026년 2월 30일");
  await publish(page, "ko");
  const place = `${editorMessage("ko", "field.notices")} #1 › ${editorMessage("ko", "field.date")}`;
  await expect(page.getByText(editorMessage("ko", "refused.date", { field: place, example: exampleDay("ko") }))).toBeVisible({ timeout: 30_000 });
  expect(readFileSync(file, "utf8"), "nothing is written").toBe(before);

  const day = dayAfter(notice!.date);
  await date.fill(formatDate(day, "ko"));
  await publish(page, "ko");
  await expectSaved(page, "ko");
  expect(recruitingNoticesFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).notices).toEqual([{ ...notice, date: day }, ...others]);
});

/** A press image added to the media centre in the editor: the build's drawing of Dolphin5's package, described anew. */
const pressImage = {
  title: (locale: Locale) => `Zephyrine ${locale} press image of the Dolphin5 package`,
  alt: (locale: Locale) => `Zephyrine ${locale}: the Dolphin5 package on a navy gradient`,
  /** A file offered beside the image, in Korean only. */
  attachment: { label: "Zephyrine 이미지 사용 안내 (PDF)", file: { name: "image-use-ko.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") } },
};

test("adds a press image to the media centre in four languages with a file attached, previewed as the build draws it", async ({ openPage }) => {
  test.setTimeout(180_000);
  const page = await openPage({ locale: "en-GB" });
  const folders = () => readdirSync(copy.path("content/media-center")).toSorted();
  const before = folders();
  await page.goto(`${editor}/#/collections/mediaImages/new`);
  await expect(field(page, "en", "date", 0)).toBeVisible(LOADING);
  await field(page, "en", "date", 0).fill(formatDate(dayAfter(boardIndexes.mediaCenter[0]!.date), "en"));
  const alt = page.getByLabel(editorMessage("en", "field.alt"), { exact: true });
  const texts = (locale: Locale) => ({ title: pressImage.title(locale), summary: `Zephyrine ${locale} summary.`, body: `Zephyrine ${locale}: the image's text.` });
  await writeTexts(page, "en", 0, texts("ko"));
  await writeTexts(page, "en", 1, texts("en"));
  await page.getByLabel(editorMessage("en", "field.artwork"), { exact: true }).first().click();
  await page.keyboard.type(editorMessage("en", "option.artwork.dolphin5-package"));
  await page.keyboard.press("Enter");
  await alt.nth(0).fill(pressImage.alt("ko"));
  await alt.nth(1).fill(pressImage.alt("en"));
  await page.getByText("Add attachment", { exact: true }).first().click();
  await page.getByLabel(editorMessage("en", "field.label"), { exact: true }).first().fill(pressImage.attachment.label);
  await upload(page, "Choose a file", 0, pressImage.attachment.file);
  for (const [from, to] of [["en", "zh"], ["zh", "ja"]] as const) {
    await writeInRightPane(page, "en", from, to);
    await writeTexts(page, "en", 1, texts(to));
    await alt.nth(1).fill(pressImage.alt(to));
  }
  await page.getByTitle("Toggle preview").click();
  const preview = page.frameLocator("iframe").first();
  const drawn = preview.getByRole("img", { name: pressImage.alt("ko") });
  await expect(drawn).toBeVisible(LOADING);
  await expect.poll(() => drawn.evaluate((image: HTMLImageElement) => image.naturalWidth), { message: "the image as the build draws it, served by the editor" }).toBeGreaterThan(0);
  await expect(preview.getByRole("link", { name: /1,600 × 1,000px, PNG, \d+ kB/ }), "its downloads, with their sizes").toBeVisible();
  await expect(preview.getByRole("link", { name: pressImage.attachment.label }), "the file attached to the Korean text").toBeVisible();
  expect(folders(), "nothing is written before saving").toEqual(before);
  await publish(page, "en");
  await expectSaved(page, "en");
  const created = folders().filter((folder) => !before.includes(folder));
  expect(created).toEqual([expect.stringMatching(/^\d{12}$/)]);
  const saved = readItem(mediaItemSchema, copy.path("content/media-center", created[0]!)).item;
  expect(saved).toMatchObject({ kind: "image", artwork: "dolphin5-package", title: Object.fromEntries(locales.map((locale) => [locale, pressImage.title(locale)])) });
  expect(saved.kind === "image" && saved.alt).toEqual(Object.fromEntries(locales.map((locale) => [locale, pressImage.alt(locale)])));
  expect(saved.attachments).toEqual({ ko: [{ label: pressImage.attachment.label, file: expect.stringMatching(/^\/uploads\/.+\.pdf$/) }], en: [], zh: [], ja: [] });
});

/** A language's name as the English interface of the editor labels its field. */
const languageName = (locale: Locale) => new Intl.DisplayNames(["en"], { type: "language" }).of(locale)!;

test("a release written in the editor and an edited one are on the built site, each at its address, in every language", async ({ openPage }) => {
  // Writing two entries, then a whole build of the site: minutes on a loaded machine.
  test.setTimeout(600_000);
  const page = await openPage({ locale: "en-GB" });
  const before = pressFolders();
  // A word no other text of the site has, to find the release by.
  const word = "Zephyrine";
  const titleIn = (locale: Locale) => `${word} ${locale} title of a new release`;
  const date = dayAfter(boardIndexes.press[0]!.date);
  await writeRelease(page, "en", date, word, { illustrated: true });
  await page.getByTitle("Toggle preview").click();
  const preview = page.frameLocator("iframe").first();
  await expect(preview.locator(".news-list__title"), "the release's line on the board, drawn by the site's own component").toHaveText(titleIn("ko"), LOADING);
  await expect(preview.getByRole("heading", { level: 1 }), "its page").toHaveText(titleIn("ko"));
  await expect(preview.getByText(`${word} ko: the first paragraph of the release.`)).toBeVisible();
  await expect(preview.getByRole("img", { name: photoAlt(word, "ko") }), "the photo, not yet uploaded, from the editor's memory").toBeVisible();
  await expect(preview.getByRole("link", { name: attachment.label })).toBeVisible();
  expect(pressFolders(), "nothing is written before saving").toEqual(before);
  await expect(page.getByText("Unsaved Changes", { exact: true })).toBeVisible();
  await pictureForGuide(page, "press-release-preview");
  await publish(page, "en");
  await expectSaved(page, "en");
  await pictureForGuide(page, "press-release-saved");
  const created = pressFolders().filter((folder) => !before.includes(folder));
  expect(created, "the new release's folder, named by the minute it was created").toEqual([expect.stringMatching(/^\d{12}$/)]);
  const id = created[0]!;
  const saved = readItem(pressReleaseSchema, copy.path("content/press", id)).item;
  expect(saved.date, "the day typed as the site writes it, stored as the site reads it").toBe(date);
  expect(saved.title).toEqual(Object.fromEntries(locales.map((locale) => [locale, titleIn(locale)])));
  expect(saved.imageAlt).toEqual(Object.fromEntries(locales.map((locale) => [locale, photoAlt(word, locale)])));
  expect(saved.attachments, "the file is the Korean text's alone").toEqual({ ko: [{ label: attachment.label, file: expect.stringMatching(/^\/uploads\/.+\.pdf$/) }], en: [], zh: [], ja: [] });
  expect(readFileSync(copy.path("public", saved.image!)), "the uploaded photo, written beside the site's own files").toEqual(photo.buffer);

  const edited = boardIndexes.press.find((item) => item.id === 12)!;
  const editing = await openPage({ locale: "en-GB" });
  await editing.goto(`${editor}/#/collections/press/entries/12/index`);
  await expect(field(editing, "en", "title", 1)).toHaveValue(edited.title.en, LOADING);
  await field(editing, "en", "title", 1).fill(`${edited.title.en} (corrected)`);
  await expect(editing.getByText("Unsaved Changes", { exact: true })).toBeVisible();
  await publish(editing, "en");
  await expectSaved(editing, "en");
  expect(pressFolders(), "an edit keeps the item's folder, and so its address").toEqual([...before, id].toSorted());
  expect(readFileSync(copy.path("content/press/12/index.ko.md"), "utf8")).toContain(edited.title.ko);

  await copy.build();
  const site = await copy.serve(["server.js"], { NODE_ENV: "production", DATA_DIR: copy.path(".data"), FORM_SECRET: "e".repeat(48) }, "/builds/latest.json");
  const viewPath = (locale: Locale, itemId: string | number) => `${localizedPath(pages["media-press-view"].path, locale)}?id=${itemId}`;
  for (const locale of locales) {
    await page.goto(site + localizedPath(pages["media-press"].path, locale));
    await expect(page.locator(".news-list__title").first()).toHaveText(titleIn(locale));
    await page.goto(site + viewPath(locale, id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleIn(locale));
    await expect(page.getByText(`${word} ${locale}: the first paragraph of the release.`)).toBeVisible();
    const shown = page.getByRole("img", { name: photoAlt(word, locale) });
    await expect(shown).toHaveAttribute("src", saved.image!);
    await expect(shown).toHaveJSProperty("naturalWidth", 1200);
    const attached = page.getByRole("link", { name: attachment.label });
    await expect(attached).toHaveCount(locale === "ko" ? 1 : 0);
    if (locale === "ko") {
      await expect(attached).toContainText("PDF");
      const download = await fetch(site + (await attached.getAttribute("href")));
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await download.arrayBuffer())).toEqual(attachment.file.buffer);
    }
    await page.goto(`${site}${localizedPath(pages["technology-search"].path, locale)}?q=${word}`);
    await expect(page.locator(".search-results__title").first()).toHaveText(titleIn(locale));
    const feed = await fetch(site + localizedPath(boards.press.feed, locale)).then((response) => response.text());
    expect(feed).toContain(titleIn(locale));
  }
  for (const locale of locales) {
    await page.goto(site + localizedPath(pages["media-center"].path, locale));
    await expect(page.locator(".news-list__title").first(), "the press image added in the editor, first in the media centre").toHaveText(pressImage.title(locale));
    await page.getByRole("listitem").filter({ hasText: pressImage.title(locale) }).getByRole("link").click();
    const shown = page.getByRole("img", { name: pressImage.alt(locale) });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: pressImage.attachment.label }), "the file attached to the Korean text only").toHaveCount(locale === "ko" ? 1 : 0);
  }
  const sitemap = await fetch(`${site}/sitemap.xml`).then((response) => response.text());
  for (const locale of locales) expect(sitemap).toContain(`<loc>${company.siteUrl}${viewPath(locale, id)}</loc>`);
  for (const locale of locales) {
    await page.goto(site + localizedPath(pages["media-ir"].path, locale));
    await expect(page.locator(".announcement__title").first(), "the announcement added in the editor, first on the IR page").toContainText(filing.title[locale]);
  }
  await page.goto(`${site}/en`);
  await expect(page.getByRole("region", { name: notice.title }), "the notice edited in the editor, on the home page").toBeVisible();
  await expect(page.getByRole("region", { name: notice.title }).getByRole("link")).toHaveAttribute("href", `/en${notice.link}`);
  await page.goto(site + viewPath("en", 12));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${edited.title.en} (corrected)`);
  const [position] = positionsFileSchema.parse(JSON.parse(readFileSync(copy.path("content/careers/positions.json"), "utf8"))).positions;
  await page.goto(`${site}${localizedPath(pages["media-recruit-view"].path, "ja")}?id=${position!.id}`);
  await expect(page.getByRole("listitem").filter({ hasText: requirement }), "the position edited in the editor, on its page").toBeVisible();
});
