import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shellCompany } from "#app/i18n/shell-data";
import { serverCatalogue } from "./catalogue.server";
import { messagesFor } from "./messages.server";

/** Fresh modules each time: the store of loaded catalogues is the module's own. */
async function freshCatalogue() {
  vi.resetModules();
  const [assets, store] = await Promise.all([import("./catalogue-assets"), import("./catalogue")]);
  return { ...assets, ...store };
}

describe("the browser's message catalogue", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal("fetch", fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("refuses to translate before its language is loaded", async () => {
    const { catalogueTranslator } = await freshCatalogue();
    expect(() => catalogueTranslator("ja")).toThrow(/ja catalogue is not loaded/);
  });

  it("fetches each language's hashed asset once, however many renders ask at the same time, with the company's identity in it", async () => {
    const { catalogueUrl, loadCatalogue, localeCompany, catalogueTranslator } = await freshCatalogue();
    fetchMock.mockImplementation(async () => Response.json(serverCatalogue("ja")));
    await Promise.all([loadCatalogue("ja"), loadCatalogue("ja")]);
    await loadCatalogue("ja");
    expect(fetchMock.mock.calls).toEqual([[catalogueUrl.ja]]);
    expect(catalogueTranslator("ja")("popup.close")).toBe(messagesFor("ja")["popup.close"]);
    expect(localeCompany("ja")).toEqual(shellCompany("ja"));
  });

  it("rejects when the asset cannot be had, and tries again on the next call", async () => {
    const { loadCatalogue, catalogueTranslator } = await freshCatalogue();
    fetchMock.mockResolvedValueOnce(new Response("gone", { status: 404 }));
    await expect(loadCatalogue("zh")).rejects.toThrow(/zh catalogue answered 404/);
    fetchMock.mockImplementation(async () => Response.json(serverCatalogue("zh")));
    await loadCatalogue("zh");
    expect(catalogueTranslator("zh")("popup.close")).toBe(messagesFor("zh")["popup.close"]);
  });

  it("names a distinct asset for every language", async () => {
    const { catalogueUrl } = await freshCatalogue();
    expect(new Set(Object.values(catalogueUrl)).size).toBe(4);
  });
});
