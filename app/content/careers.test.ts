import { describe, expect, it } from "vitest";
import noticesFile from "../../content/careers/notices.json";
import positionsFile from "../../content/careers/positions.json";
import { careersBoard, positionPage } from "./careers.server";
import { keepWordsWhole } from "#app/i18n/unbreakable-terms";

const intern = positionsFile.positions.find((position) => position.id === "soc-design-intern-2027-winter")!;
const listed = (now: string) => careersBoard("en", new Date(now)).positions.map((position) => position.id);

describe("the careers page's positions", () => {
  it("are listed from their posting day to their closing day, as days in Korea", () => {
    expect(intern.closes).toBe("2026-12-11");
    expect(listed("2026-12-11T14:59:59Z"), "23:59 on 11 December in Seoul").toContain(intern.id);
    expect(listed("2026-12-11T15:00:00Z"), "midnight on 12 December in Seoul").not.toContain(intern.id);
    expect(listed("2026-11-22T14:59:59Z"), "the day before it was posted").not.toContain(intern.id);
  });

  it("stay listed until filled when they have no closing day, newest first", () => {
    const untilFilled = positionsFile.positions.filter((position) => !("closes" in position)).map((position) => position.id);
    expect(untilFilled.length).toBeGreaterThan(0);
    expect(listed("2031-01-01T00:00:00Z")).toEqual(untilFilled);
  });

  it("name their field of work and office in the page's language", () => {
    const autosar = careersBoard("ja", new Date("2026-11-26T00:00:00Z")).positions.find((position) => position.id === "autosar-software-engineer-tokyo");
    expect(autosar).toMatchObject({ office: "東京オフィス", field: "ソフトウェア", closes: null });
  });
});

describe("a position's own page", () => {
  const page = (id: string, now: string) => positionPage("ko", new URLSearchParams({ id }), new Date(now));

  it("is there from its posting day, still there once it has closed, saying so, and not for an id the content does not have", () => {
    expect(page(intern.id, "2026-11-22T14:59:59Z"), "the day before it was posted").toBeNull();
    expect(page(intern.id, "2026-12-11T14:59:59Z")).toMatchObject({ open: true, position: { title: keepWordsWhole(intern.title.ko), duties: intern.duties.ko.map(keepWordsWhole) } });
    expect(page(intern.id, "2026-12-11T15:00:00Z")).toMatchObject({ open: false });
    expect(page("no-such-position", "2026-11-26T00:00:00Z")).toBeNull();
  });

  it("gives the workplace's address in the page's language, for job listings", () => {
    expect(page("field-application-engineer-munich", "2026-11-26T00:00:00Z")!.workplace).toMatchObject({ country: "DE" });
  });
});

describe("the recruiting notices", () => {
  it("are rendered from Markdown, newest first, each an article the address can point into, linking to the page's own language", () => {
    const { notices } = careersBoard("en");
    expect(notices.map((notice) => notice.id)).toEqual(noticesFile.notices.map((notice) => `notice-${notice.id}`));
    expect(notices.find((notice) => notice.id === "notice-applicant-data-retention")!.html).toContain('<a href="/en/view/agree/privacy" data-discover="true">');
  });
});
