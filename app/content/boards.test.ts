import { describe, expect, it } from "vitest";
import { BOARD_PAGE_SIZE } from "#app/site/media";
import { boardIndexes } from "./board-indexes";
import { boardArticle, boardList } from "./boards.server";

const search = (query: string) => new URLSearchParams(query);

describe("a board's list", () => {
  it("is paged by ten, newest first, and has no page past its last", () => {
    const releases = boardIndexes.press;
    expect(releases.length).toBeGreaterThan(BOARD_PAGE_SIZE);
    const first = boardList("press", "en", search(""))!;
    expect(first.pageCount).toBe(Math.ceil(releases.length / BOARD_PAGE_SIZE));
    expect(first.items.map((item) => item.id)).toEqual(releases.slice(0, BOARD_PAGE_SIZE).map((item) => item.id));
    expect(boardList("press", "en", search("page=2"))!.items.map((item) => item.id)).toEqual(releases.slice(BOARD_PAGE_SIZE).map((item) => item.id));
    expect(boardList("press", "en", search(`page=${first.pageCount + 1}`))).toBeNull();
  });

  it("filters by a category the board has, and refuses one it does not or a page that is not a number", () => {
    const products = boardList("news", "ko", search("category=product"))!;
    expect(products.items.length).toBeGreaterThan(0);
    expect(products.items.every((item) => item.category === "product")).toBe(true);
    for (const bad of ["category=financial", "category=", "page=0", "page=1.5", "page=-1", "page=01"]) expect(boardList("news", "ko", search(bad)), bad).toBeNull();
  });

  it("sorts items of one day by id, the later first", () => {
    const sameDay = boardIndexes.mediaCenter.filter((item) => item.date === "2026-06-16").map((item) => item.id);
    expect(sameDay).toEqual(sameDay.toSorted((a, b) => b - a));
  });
});

describe("a board's item", () => {
  it("knows its older and newer neighbours and the list page that holds it, within the visitor's category", () => {
    const financial = boardIndexes.press.filter((item) => item.category === "financial");
    const article = boardArticle("press", "zh", search(`id=${financial[1]!.id}&category=financial`))!;
    expect(article.item.title).toBe(financial[1]!.title.zh);
    expect(article.older?.id).toBe(financial[2]!.id);
    expect(article.newer?.id).toBe(financial[0]!.id);
    expect(article.listSearch).toBe("?category=financial");
    const oldest = boardArticle("press", "en", search(`id=${boardIndexes.press.at(-1)!.id}`))!;
    expect(oldest.older).toBeNull();
    expect(oldest.listSearch).toBe("?page=2");
  });

  it("is null for an id the board or the category does not have", () => {
    const product = boardIndexes.news.find((item) => item.category === "product")!;
    for (const bad of ["", "id=", "id=abc", "id=0", "id=9999", "id=1e2", `id=${product.id}&category=esg`]) expect(boardArticle("news", "en", search(bad)), bad).toBeNull();
  });
});
