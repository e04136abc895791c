import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { KeptContent, KeptMarkup } from "./kept-markup";
import { keepOnServer, keptContentContext } from "./kept-markup.server";

const page = { title: "IR", board: ["Seo-yun Han"], events: ["AGM"] };
const list = (items: string[]) => <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>;

describe("content kept on the server", () => {
  it("leaves a document's kept fields out of its data and hands them to the server render", () => {
    const context = new RouterContextProvider();
    const sent = keepOnServer({ request: new Request("http://localhost/view/media/ir"), context }, page, ["board", "events"]);
    expect(sent).toEqual({ title: "IR" });
    expect(context.get(keptContentContext)).toEqual({ board: ["Seo-yun Han"], events: ["AGM"] });
    const html = renderToString(
      <KeptContent value={context.get(keptContentContext)}>
        <KeptMarkup name="board" value={sent.board}>{list}</KeptMarkup>
      </KeptContent>,
    );
    expect(html).toBe('<div data-kept="board"><ul><li>Seo-yun Han</li></ul></div>');
  });

  it("sends everything to a client navigation, which has no markup to keep", () => {
    const context = new RouterContextProvider();
    expect(keepOnServer({ request: new Request("http://localhost/view/media/ir.data"), context }, page, ["board"])).toEqual(page);
    expect(context.get(keptContentContext)).toEqual({});
  });

  it("renders an empty element to hydrate over the server's markup when it has no data", () => {
    expect(renderToString(<KeptMarkup name="board" value={undefined}>{list}</KeptMarkup>)).toBe('<div data-kept="board"></div>');
  });
});
