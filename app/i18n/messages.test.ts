import { describe, expect, it } from "vitest";
import { locales } from "./locales";
import { messagesFor } from "./messages.server";
import { createTranslator } from "./translator";
import ko from "./messages/ko.json";

describe("message catalogues", () => {
  it("give every Korean key in every language", () => {
    for (const locale of locales) expect(Object.keys(messagesFor(locale)).sort()).toEqual(Object.keys(ko).sort());
  });

  it("quote the specification's English messages exactly", () => {
    const en = messagesFor("en");
    expect(en["error.notFound.message"]).toBe("Page not found: {path}");
    expect(en["error.invalidRoute.message"]).toBe("Page Not Found: {path}");
    expect(en["error.notFound.title"]).toBe("Page Not Found");
    expect(en["error.server.title"]).toBe("Internal Server Error");
    expect(en["popup.hideToday"]).toBe("Hide for today");
    expect(en["popup.close"]).toBe("Close");
    expect(en["quick.contact"]).toBe("Contact Us");
    expect(en["quick.news"]).toBe("Latest News");
  });

  it("write Chinese and Japanese with their own full-width brackets, colons and semicolons", () => {
    for (const locale of ["zh", "ja"] as const) {
      for (const [key, text] of Object.entries(messagesFor(locale))) expect(text, `${locale} ${key}`).not.toMatch(/[():;]/);
    }
  });

  it("never suggest of a form sent too fast that a machine sent it, not a person", () => {
    const aPersonOrAMachine = { ko: /사람|기계|자동/, en: /person|human|robot|\bbot\b|automat/i, zh: /人工|机器|自动/, ja: /人による|人間|ロボット|自動/ };
    for (const locale of locales) {
      for (const key of ["alerts.error.tooFast", "inquiry.error.tooFast"] as const) expect(messagesFor(locale)[key], `${locale} ${key}`).not.toMatch(aPersonOrAMachine[locale]);
    }
  });

  it("name the company only as {company}, which the translator always fills in", () => {
    const t = createTranslator(messagesFor("en"), "en", "Acme");
    expect(t("nav.home")).toBe("Acme home");
    expect(t("page.home.description")).toMatch(/^Acme is /);
  });
});
