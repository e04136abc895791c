import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { sampleInquiry } from "../../tests/support/engines";
import { SiteHeader } from "#app/components/site-header";
import { LanguageProvider } from "#app/shell/use-language";
import type { Company } from "#app/config/company";
import { registerServerCatalogues } from "#app/i18n/catalogue.server";
import { composeNotification } from "#app/inquiries/mail.server";
import { mailTransportFromEnv } from "#app/database/mail-transport.server";
import { loader as rootLoader } from "#app/root";
import { loader as comparisonCsvLoader } from "#app/routes/technology.comparison-csv";

/** Another company, put in place of the identity module: everything below must follow it. */
vi.mock("#app/config/company", async (importOriginal) => {
  const { company } = await importOriginal<{ company: Company }>();
  const domain = "northwind.example";
  const renamed: Company = {
    ...company,
    name: { ko: "노스윈드칩스", en: "Northwind Chips", zh: "北风芯片", ja: "ノースウィンドチップス" },
    legalName: { ko: "노스윈드칩스 주식회사", en: "Northwind Chips Ltd.", zh: "北风芯片有限公司", ja: "ノースウィンドチップス株式会社" },
    wordmark: "NORTHWIND",
    slug: "northwind",
    domain,
    siteUrl: `https://www.${domain}`,
    salesEmail: `sales@${domain}`,
    noReplyEmail: `no-reply@${domain}`,
  };
  return { company: renamed };
});

const { company: original } = await vi.importActual<{ company: Company }>("#app/config/company");

/** Fails if the text names the original company in any way: names, wordmark, file-name slug or domain. */
function expectNoOriginalIdentity(text: string) {
  const spellings = [...Object.values(original.name), ...Object.values(original.legalName), original.wordmark, original.slug, original.domain];
  for (const spelling of spellings) expect(text.toLowerCase()).not.toContain(spelling.toLowerCase());
}

describe("renaming the company in app/config/company.ts", () => {
  it("renames the header's logo, its wordmark and the link's accessible name", async () => {
    registerServerCatalogues();
    const request = new Request("http://localhost/en");
    const root = await rootLoader({ request, params: {}, context: undefined } as unknown as Parameters<typeof rootLoader>[0]);
    const Stub = createRoutesStub([{ id: "root", path: "/en", loader: () => root, Component: () => createElement(LanguageProvider, null, createElement(SiteHeader)) }]);
    const html = renderToStaticMarkup(createElement(Stub, { initialEntries: ["/en"], hydrationData: { loaderData: { root } } }));

    expect(html).toMatch(/<svg class="logo"[^>]*role="img"[^>]*aria-label="NORTHWIND"/);
    expect(html).toMatch(/<text [^>]*>NORTHWIND<\/text>/);
    expect(html).toContain('<span class="visually-hidden">Northwind Chips home</span>');
    expectNoOriginalIdentity(html);
  });

  it("names the comparison CSV after the company", async () => {
    const request = new Request("http://localhost/en/view/technology/comparison.csv?column=cpu");
    const response = await comparisonCsvLoader({ request, params: {}, context: undefined } as unknown as Parameters<typeof comparisonCsvLoader>[0]);

    const disposition = response.headers.get("Content-Disposition") ?? "";
    expect(disposition).toBe('attachment; filename="northwind-chip-comparison-en.csv"');
    expectNoOriginalIdentity(disposition);
  });

  it("sends inquiry notifications to and from the company's addresses", () => {
    const mail = mailTransportFromEnv({ SMTP_URL: "smtp://127.0.0.1:2525" })!;
    mail.transport.close();
    const { consent: _, ...fields } = sampleInquiry();
    const now = new Date("2026-11-22T09:00:00.000Z");
    const message = composeNotification(
      { ...fields, product: "dolphin5", id: "00000000-0000-4000-8000-000000000000", reference: "Q-TEST", createdAt: now, locale: "en", consentAt: now, privacyPolicyVersion: "2026-06-01" },
      mail,
    );

    expect(message.to).toBe("sales@northwind.example");
    expect(message.from).toBe('"Northwind Chips website" <no-reply@northwind.example>');
    expectNoOriginalIdentity(JSON.stringify({ from: message.from, to: message.to, subject: message.subject, text: message.text }));
  });
});
