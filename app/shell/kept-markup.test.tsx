import { useId } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PageLink } from "#app/components/page-link";
import { registerServerCatalogues } from "#app/i18n/catalogue.server";
import { KeptData, KeptHtml, KeptMarkup } from "./kept-markup";
import { keepOutOfHydration, keepRenderedSections, keptDataContext } from "./kept-markup.server";
import { useLanguage } from "./use-language";

registerServerCatalogues();

const page = { title: "IR", board: ["Seo-yun Han"], events: ["AGM"] };
const list = (items: string[]) => <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>;

describe("content kept on the server", () => {
  it("leaves a document's kept fields out of its data and hands them to the server render", () => {
    const context = new RouterContextProvider();
    const sent = keepOutOfHydration({ request: new Request("http://localhost/view/media/ir"), context }, page, ["board", "events"]);
    expect(sent).toEqual({ title: "IR" });
    expect(context.get(keptDataContext)).toEqual({ board: ["Seo-yun Han"], events: ["AGM"] });
    const html = renderToString(
      <KeptData value={context.get(keptDataContext)}>
        <KeptMarkup name="board" value={sent.board}>{list}</KeptMarkup>
      </KeptData>,
    );
    expect(html).toBe('<div data-kept="board"><ul><li>Seo-yun Han</li></ul></div>');
  });

  it("sends everything to a client navigation, which has no markup to keep", () => {
    const context = new RouterContextProvider();
    expect(keepOutOfHydration({ request: new Request("http://localhost/view/media/ir.data"), context }, page, ["board"])).toEqual(page);
    expect(context.get(keptDataContext)).toEqual({});
  });

  it("renders an empty element to hydrate over the server's markup when it has no data", () => {
    expect(renderToString(<KeptMarkup name="board" value={undefined}>{list}</KeptMarkup>)).toBe('<div data-kept="board"></div>');
  });

  it("renders sections on the server in the request's language, each with its own element ids and links the app follows, kept out of the document's data", () => {
    function Labelled() {
      const { t, company } = useLanguage();
      const id = useId();
      return <p id={id}>{t("ir.board.role")} · <PageLink page="media-ir">{company.name}</PageLink></p>;
    }
    const context = new RouterContextProvider();
    const request = new Request("http://localhost/ja/view/media/ir");
    const sent = keepRenderedSections({ request, context }, { title: "IR" }, { first: <Labelled />, second: <Labelled /> });
    expect(sent).toEqual({ title: "IR" });
    const { first, second } = context.get(keptDataContext) as Record<string, string>;
    const ids = [first, second].map((html) => html?.match(/id="([^"]+)"/)?.[1]);
    expect(ids[0]).toContain("first-");
    expect(ids[1]).toContain("second-");
    expect(first).toContain("役割");
    expect(first).toMatch(/<a href="\/ja\/view\/media\/ir" data-discover="true">/);
  });

  it("sends server-rendered markup in the document, keeps it while hydrating and shows a client navigation's", () => {
    const markup = "<ul><li>Seo-yun Han</li></ul>";
    const kept = renderToString(
      <KeptData value={{ board: markup }}>
        <KeptHtml name="board" html={undefined} />
      </KeptData>,
    );
    expect(kept).toBe(`<div data-kept="board">${markup}</div>`);
    expect(renderToString(<KeptHtml name="board" html={undefined} />)).toBe('<div data-kept="board"></div>');
    expect(renderToString(<KeptHtml name="board" html={markup} />)).toBe(`<div data-kept="board">${markup}</div>`);
  });
});
