import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import announcementsFile from "../../content/ir/announcements.json" with { type: "json" };
import board from "../../content/ir/board.json" with { type: "json" };
import eventsFile from "../../content/ir/events.json" with { type: "json" };
import financials from "../../content/ir/financials.json" with { type: "json" };
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import { company } from "../../app/config/company";
import { formatMessage } from "../../app/i18n/format";
import { htmlLang } from "../../app/i18n/locales";
import { catalogueKeepingWordsWhole, keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import { classifyHref } from "../../app/site/link-guard";
import { pages } from "../../app/site/pages";
import { downloadText, parseCsv, parseShown, shownRows } from "./support/downloads";
import { openPage } from "./support/page";
import { locales, localizedPath, type Locale } from "./support/site";

const { announcements } = announcementsFile;
const { events } = eventsFile;
/** The statements' fiscal years, newest first, as their columns run. */
const fiscalYears = financials.years.map((entry) => entry.year).sort((a, b) => b - a);

const irPath = (locale: Locale) => localizedPath(pages["media-ir"].path, locale);
const messages = { ko, en, zh, ja };
/** The messages as the pages show them: the statements and charts are kept markup, with words kept whole (5⁠년). */
const shownMessages = { ko: catalogueKeepingWordsWhole(ko), en: catalogueKeepingWordsWhole(en), zh: catalogueKeepingWordsWhole(zh), ja: catalogueKeepingWordsWhole(ja) };

/** How each language's statements write −11,020 (other capital, FY2025, the first column), and how a screen reader says it. */
const negativeOtherCapital: Record<Locale, { shown: string; spoken: string }> = {
  ko: { shown: "(11,020)", spoken: "마이너스 11,020" },
  en: { shown: "(11,020)", spoken: "minus 11,020" },
  zh: { shown: "-11,020", spoken: "负11,020" },
  ja: { shown: "△11,020", spoken: "マイナス11,020" },
};
const baseDate: Record<Locale, string> = { ko: "2024년 12월 31일", en: "31 December 2024", zh: "2024年12月31日", ja: "2024年12月31日" };

for (const locale of locales) {
  test(`${irPath(locale)} shows the statements, shareholders, board, announcements, calendar and contact in its language`, async ({ page }) => {
    await openPage(page, irPath(locale));
    const tables = page.locator("table.figure-table");
    await expect(tables).toHaveCount(4);
    await expect(tables.nth(0).locator("tbody tr")).toHaveCount(11);
    await expect(tables.nth(1).locator("tbody tr")).toHaveCount(7);
    await expect(tables.nth(2).locator("tbody tr")).toHaveCount(6);
    for (const table of await tables.all()) await expect(table.locator("thead th[scope]")).not.toHaveCount(0);

    const otherCapital = tables.nth(0).locator("tbody tr").nth(8).locator("td").nth(0);
    await expect(otherCapital.locator('[aria-hidden="true"]')).toHaveText(negativeOtherCapital[locale].shown);
    await expect(otherCapital).toMatchAriaSnapshot(`- cell "${negativeOtherCapital[locale].spoken}"`);
    await expect(otherCapital).toHaveCSS("text-align", "right");
    await expect(otherCapital).toHaveCSS("font-variant-numeric", "tabular-nums");

    await expect(tables.nth(2)).toHaveAccessibleName(new RegExp(baseDate[locale]));
    await expect(page.locator(".board-member")).toHaveCount(4);
    await expect(page.locator(".announcement")).toHaveCount(announcements.length);
    await expect(page.locator(".announcement").first()).toContainText(keepWordsWhole(announcements[0]!.title[locale]));
    await expect(page.locator(".ir-event")).toHaveCount(events.length);
    await expect(page.locator(".ir-event").first()).toContainText(keepWordsWhole(events[0]!.title[locale]));
    const inKorea = formatMessage(messages[locale]["text.parenthetical"], { text: "TIME", note: "ZONE" }).replace(/[()（）]/g, "\\$&").replace("TIME", "\\d.+").replace("ZONE", ".+");
    await expect(page.locator(".ir-event__when > span").first(), "the time, then Korea's time zone in the language's brackets").toHaveText(new RegExp(`^${inKorea}$`));
    await expect(page.locator(`#contact a[href="mailto:${company.prIrEmail}"]`)).toBeVisible();
    await expect(page.locator(`#contact a[href="${localizedPath("/view/about/contact", locale)}"]`)).toBeVisible();
    await expect(page.locator(".sample-figures-note")).toBeVisible();
  });
}

for (const locale of ["en", "ja"] as const) {
  test(`in ${locale}, each CSV download holds the numbers of its table on the page`, async ({ page }) => {
    await openPage(page, irPath(locale));
    const tables = page.locator("table.figure-table");
    const links = page.locator("a.download-link[href$='.csv']");
    await expect(links).toHaveCount(3);
    for (const [index, name] of ["balance-sheet", "income-statement", "shareholders"].entries()) {
      const { text, download } = await downloadText(page, links.nth(index));
      expect(download.suggestedFilename()).toBe(`${company.slug}-${name}-${locale}.csv`);
      const [header, ...rows] = parseCsv(text);
      const shown = await shownRows(tables.nth(index));
      expect(rows.map((row) => row[0])).toEqual(shown.map((row) => row[0]));
      expect(rows.map((row) => row.slice(1))).toEqual(shown.map((row) => row.slice(1).map(parseShown)));
      expect(header!.length).toBe(rows[0]!.length);
    }
  });
}

test("the sections the server renders as markup survive hydration and come back after a client navigation, their tables marked as scrolling", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, irPath("ja"));
  const firstRole = page.locator(".board-member").first().locator("dd").nth(1);
  const expectSections = async () => {
    await expect(page.locator("table.figure-table")).toHaveCount(4);
    // Back from the contact page, the page is where the visitor left it, at the bottom: a section far from the
    // viewport is laid out (content-visibility) once the visitor moves through the page, and its table is measured
    // then.
    const firstFrame = page.locator(".figure-table__frame").first();
    await firstFrame.scrollIntoViewIfNeeded();
    await expect(firstFrame).toHaveAttribute("data-scroll", "more");
    await expect(page.locator(".ownership-chart path[data-category]")).toHaveCount(5);
    await expect(page.locator(".highlights-chart g[data-line]")).toHaveCount(9);
    await expect(firstRole).toHaveText(keepWordsWhole(board[0]!.role.ja));
    await expect(page.locator(".board-member")).toHaveCount(board.length);
    await expect(page.locator(".announcement")).toHaveCount(announcements.length);
    await expect(page.locator(".ir-event")).toHaveCount(events.length);
    await expect(page.locator(".ir-event").last()).toContainText(keepWordsWhole(events.at(-1)!.description.ja));
  };
  await expectSections();

  await page.locator("#contact").getByRole("link", { name: messages.ja["ir.contact.inquiry"], exact: true }).click();
  await expect(page).toHaveURL(/\/ja\/view\/about\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${irPath("ja")}$`));
  await expectSections();
  expect(errors).toEqual([]);
});

test("the ownership chart is an image with a name and a description that match the table, with a pattern per category", async ({ page }) => {
  await openPage(page, irPath("en"));
  const chart = page.getByRole("img", { name: "Ownership by shareholder category (31 December 2024)" });
  await expect(chart).toBeVisible();
  const shareholders = await shownRows(page.locator("table.figure-table").nth(2));
  const categories = shareholders.slice(0, -1).map((row) => ({ name: row[0]!, totalRate: row[6]! }));
  await expect(chart).toHaveAccessibleDescription(
    new Intl.ListFormat("en", { type: "conjunction" }).format(categories.map((c) => `${c.name} ${c.totalRate}%`)),
  );
  await expect(chart.locator("path[data-category]")).toHaveCount(5);
  const fills = await chart.locator("path[data-category]").evaluateAll((paths) => paths.map((p) => p.getAttribute("fill")));
  expect(new Set(fills).size).toBe(5);
  const legend = page.locator(".ownership-chart .chart-legend li");
  await expect(legend).toHaveText(categories.map((c) => new RegExp(`${c.name}\\s*${c.totalRate.replace(".", "\\.")}%`)));
});

/** A message with its `{name}` arguments filled in, as the site's translator does. */
const fill = (template: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), template);

const highlightCharts = [
  { title: "ir.highlights.revenueTitle", lines: ["revenue"], margin: false },
  { title: "ir.highlights.incomeTitle", lines: ["operatingIncome", "netIncome"], margin: true },
] as const;

for (const locale of locales) {
  test(`in ${locale}, the financial highlights are kept images named and described with the income statement's figures, readable on a phone`, async ({ page }) => {
    const t = shownMessages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, irPath(locale));
    // The income statement's rows as shown: the line's name, then each fiscal year, newest first.
    const statement = await shownRows(page.locator("table.figure-table").nth(1));
    const shown = (line: string) => statement.find((row) => row[0] === t[`ir.line.${line}` as keyof typeof t])!.slice(1);
    const item = (line: string, value: string) => fill(t["ir.highlights.item"], { line, value });
    const percent = new Intl.NumberFormat(htmlLang[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const margins = fiscalYears.map((_, column) =>
      item(t["ir.highlights.margin"], `${percent.format(Math.round((parseShown(shown("operatingIncome")[column]!) / parseShown(shown("revenue")[column]!)) * 1000) / 10)}%`),
    );
    const list = new Intl.ListFormat(htmlLang[locale], { type: "conjunction" });
    const sentences = new Intl.ListFormat(htmlLang[locale], { type: "unit", style: "narrow" });

    const figure = page.locator('[data-kept="financials"] .highlights-chart');
    await expect(figure.getByRole("img")).toHaveCount(highlightCharts.length);
    for (const chart of highlightCharts) {
      const image = figure.getByRole("img", { name: fill(t[chart.title], { first: fiscalYears.at(-1)!, last: fiscalYears[0]! }), exact: true });
      await expect(image).toBeVisible();
      const description = fiscalYears.map((year, column) =>
        fill(t["ir.highlights.year"], {
          year: fill(t["ir.fiscalYear"], { year }),
          items: list.format([...chart.lines.map((line) => item(t[`ir.line.${line}`], shown(line)[column]!)), ...(chart.margin ? [margins[column]!] : [])]),
        }),
      );
      await expect(image).toHaveAccessibleDescription(sentences.format(description));
      await expect(image.locator("g[data-line] text")).toHaveText(fiscalYears.flatMap((_, column) => chart.lines.map((line) => shown(line)[column]!)));
      if (chart.margin) await expect(image.locator("text").filter({ hasText: t["ir.highlights.margin"] })).toHaveText(margins);
    }

    const measured = await figure.evaluate((element) => {
      const sizes: number[] = [];
      const outside: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent!.trim() || parent.closest("title, desc")) continue;
        const svg = parent.closest("svg");
        // The size on screen: an SVG's text scales as its viewBox does to the box it is drawn in.
        const scaling = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
        sizes.push(parseFloat(getComputedStyle(parent).fontSize) * scaling);
        const box = parent.getBoundingClientRect();
        const frame = (svg ?? element).getBoundingClientRect();
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) outside.push(node.textContent!);
      }
      const root = document.documentElement;
      return { smallest: Math.min(...sizes), outside, right: element.getBoundingClientRect().right, viewport: root.clientWidth, pageOverflow: root.scrollWidth - root.clientWidth };
    });
    expect(measured.smallest).toBeGreaterThanOrEqual(11);
    expect(measured.outside).toEqual([]);
    expect(measured.right).toBeLessThanOrEqual(measured.viewport);
    expect(measured.pageOverflow).toBeLessThanOrEqual(0);
  });
}

test("announcements open their DART filing in a new window and filter by type, also without JavaScript", async ({ page, browser }) => {
  for (const context of [page.context(), await browser.newContext({ javaScriptEnabled: false })]) {
    const tab = context === page.context() ? page : await context.newPage();
    if (context === page.context()) await openPage(tab, irPath("en"));
    else await tab.goto(irPath("en"));
    const items = tab.locator(".announcement");
    const links = items.getByRole("link");
    await expect(links).toHaveCount(announcements.length);
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!;
      expect(classifyHref(href, company.allowedExternalHosts).kind).toBe("external");
      expect(new URL(href).hostname).toBe("dart.fss.or.kr");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const dividends = announcements.filter((item) => item.type === "dividend").length;
    await tab.getByRole("radio", { name: `${en["ir.type.dividend"]} ${dividends}` }).check();
    await expect(items.filter({ visible: true })).toHaveCount(dividends);
    await expect(tab.getByText(en["ir.announcements.empty"])).toBeHidden();
    await tab.getByRole("radio", { name: `${en["ir.type.capital"]} 0` }).check();
    await expect(items.filter({ visible: true })).toHaveCount(0);
    await expect(tab.getByText(en["ir.announcements.empty"])).toBeVisible();
    await tab.getByRole("radio", { name: `${en["ir.announcements.all"]} ${announcements.length}` }).check();
    await expect(items.filter({ visible: true })).toHaveCount(announcements.length);
    if (context !== page.context()) await context.close();
  }
});

test("each IR event downloads as an iCalendar file with the time the page shows", async ({ page }) => {
  await openPage(page, irPath("ko"));
  const event = events[1]!;
  const link = page.locator(".ir-event").nth(1).locator(".download-link");
  await expect(link).toHaveAccessibleName(new RegExp(`: ${keepWordsWhole(event.title.ko).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  const { text, download } = await downloadText(page, link);
  expect(download.suggestedFilename()).toBe(`${company.slug}-${event.id}.ics`);
  const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
  const shownStart = await page.locator(".ir-event").nth(1).locator("time").getAttribute("datetime");
  expect(vevent.startDate.toJSDate().getTime()).toBe(Date.parse(shownStart!));
  expect(vevent.summary).toContain(event.title.ko);
  await expect(page.locator(".ir-event").nth(1)).toContainText("16:00");
  const missing = await page.request.get(localizedPath("/view/media/ir/calendar/nothing.ics", "ko"));
  expect(missing.status()).toBe(404);
});

test("the whole IR calendar can be subscribed to at a stable address per language, with stable UIDs and each event's SEQUENCE", async ({ page, baseURL }) => {
  for (const locale of ["ko", "en"] as const) {
    await openPage(page, irPath(locale));
    const calendarPath = localizedPath("/view/media/ir/calendar.ics", locale);
    await expect(page.getByRole("link", { name: messages[locale]["ir.calendar.subscribe"] })).toHaveAttribute("href", `webcal://${new URL(baseURL!).host}${calendarPath}`);
    await expect(page.getByRole("link", { name: messages[locale]["ir.calendar.address"] })).toHaveAttribute("href", calendarPath);

    const response = await page.request.get(calendarPath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(messages[locale]["ir.calendar.name"].replace("{company}", company.name[locale]));
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents.map((vevent) => new ICAL.Event(vevent).uid)).toEqual(events.map((event) => `${event.id}@${company.domain}`));
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue("sequence"))).toEqual(events.map((event) => event.calendar.sequence));
    const shownStarts = await page.locator(".ir-event time").evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute("datetime")!)));
    expect(vevents.map((vevent) => new ICAL.Event(vevent).startDate.toJSDate().getTime())).toEqual(shownStarts);
    expect(vevents.map((vevent) => new ICAL.Event(vevent).summary)).toEqual(events.map((event) => expect.stringContaining(event.title[locale])));
  }
});

test("on a phone the statements scroll in their own labelled region while the line names stay in view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, irPath("en"));
  const region = page.getByRole("region", { name: /Summary balance sheet/ });
  await expect(region).toBeVisible();
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeGreaterThan(0);
  const firstLine = region.locator("tbody th").first();
  const before = (await firstLine.boundingBox())!;
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(async () => (await firstLine.boundingBox())!.x).toBe(before.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("on a phone the statements open on the latest year, fully in view, with the caption and unit in place and a sign that they scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of locales) {
    const t = shownMessages[locale];
    await openPage(page, irPath(locale));
    for (const caption of [t["ir.balanceSheet"], t["ir.incomeStatement"]]) {
      const frame = page.locator(".figure-table__frame").filter({ has: page.getByRole("region", { name: caption }) });
      const region = frame.getByRole("region");
      const columns = region.locator("thead th");
      await expect(columns).toHaveText([t["ir.account"], ...fiscalYears.map((year) => t["ir.fiscalYear"].replace("{year}", String(year)))]);
      const view = (await region.boundingBox())!;
      const names = (await columns.first().boundingBox())!;
      for (const cell of await region.locator("tr > :nth-child(2)").all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x, `${caption}: the latest year starts right of the line names`).toBeGreaterThanOrEqual(names.x + names.width - 1);
        expect(box.x + box.width, `${caption}: the latest year ends inside the region`).toBeLessThanOrEqual(view.x + view.width);
      }

      const heading = frame.locator(".figure-table__caption");
      await expect(heading).toContainText(formatMessage(t["text.parenthetical"], { text: caption, note: t["ir.unit.krwMillion"] }));
      await expect(frame.locator(".figure-table__hint")).toBeVisible();
      await expect(frame.locator(".figure-table__hint")).toHaveText(t["table.scrollHint"]);
      const edge = () => frame.evaluate((element) => Number(getComputedStyle(element, "::after").opacity));
      await expect.poll(edge).toBeGreaterThan(0);
      const before = (await heading.boundingBox())!;
      expect(before.x + before.width).toBeLessThanOrEqual(390);
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(edge).toBe(0);
      expect(await heading.boundingBox()).toEqual(before);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator(".figure-table__hint").first()).toBeHidden();
});

test("investor relations is an area of the header, the drawer and the footer", async ({ page }) => {
  await openPage(page, "/en");
  await expect(page.getByRole("navigation", { name: en["nav.label"] }).first().getByRole("link", { name: en["area.investors"] })).toHaveAttribute("href", irPath("en"));
  await expect(page.locator(".site-footer").getByRole("link", { name: en["page.media-ir.title"] })).toHaveAttribute("href", irPath("en"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: en["nav.open"] }).click();
  await page.getByRole("dialog").getByRole("link", { name: en["page.media-ir.title"] }).click();
  await expect(page).toHaveURL(irPath("en"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en["page.media-ir.title"]);
});

test("the major holders' heading stands apart from the shareholder table's CSV link above it, at a phone's and a desktop's width", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, irPath("ko"));
    const link = page.getByRole("link", { name: ko["ir.download.shareholders"] });
    const heading = page.getByRole("heading", { name: ko["ir.majorHolders.title"] });
    await expect(heading).toBeVisible();
    const linkBox = (await link.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y - (linkBox.y + linkBox.height), `gap at ${width} px`).toBeGreaterThanOrEqual(32);
  }
});
