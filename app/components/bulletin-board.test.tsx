import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { company } from "#app/config/company";
import { inLocale } from "#app/i18n/in-locale";
import { locales, type Locale } from "#app/i18n/locales";
import { registerServerCatalogues } from "#app/i18n/catalogue.server";
import { plainTranslator } from "#app/i18n/messages.server";
import { LanguageProvider } from "#app/shell/use-language";
import { BulletinBoard } from "./bulletin-board";

registerServerCatalogues();

/** The board as the server renders it, with the root's data of `locale` and no items in the chosen category. */
async function renderEmptyBoard(locale: Locale) {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, company: inLocale(company, locale) }),
      Component: () => (
        <LanguageProvider>
          <BulletinBoard board="press" items={[]} query={{ category: "esg", page: 1 }} pageCount={1} />
        </LanguageProvider>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe("an empty board or category", () => {
  for (const locale of locales) {
    it(`says so in ${locale}, and keeps its category filter with the category marked`, async () => {
      const t = plainTranslator(locale);
      const html = await renderEmptyBoard(locale);
      expect(html).toContain(`<p class="empty-state">${t("board.empty")}</p>`);
      expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>${t("board.category.esg")}<`));
      expect(html).not.toContain('class="news-list"');
    });
  }
});
