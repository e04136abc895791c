import { readFileSync } from "node:fs";
import { expect, type Download, type Locator, type Page } from "@playwright/test";

/** The visible text of each cell of a table's body rows (what is hidden from the eye, as for screen readers, left out). */
export function shownRows(table: Locator) {
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) =>
      [...row.children].map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(".visually-hidden").forEach((hidden) => hidden.remove());
        // Without the invisible joins that keep codes and words on one line (keepWordsWhole): files carry none.
        return copy.textContent!.replaceAll("\u2060", "").replaceAll("\u200b", "").replaceAll("\u00a0", " ").trim();
      }),
    ),
  );
}

/** A cell's figure as a sighted visitor reads it, back to a number: "(1,234)", "-1,234" and "△1,234" are −1234. */
export function parseShown(text: string): number {
  const digits = Number(text.replace(/[(),△\-\s]/g, ""));
  return /^[(△-]/.test(text.trim()) ? -digits : digits;
}

/** A downloaded CSV as rows: quoted fields are text, bare fields numbers. Fails unless it has a BOM and CRLF line ends. */
export function parseCsv(download: string): (string | number)[][] {
  expect(download.startsWith("\uFEFF"), "a byte-order mark").toBe(true);
  expect(download.endsWith("\r\n") && !/[^\r]\n/.test(download), "CRLF line ends").toBe(true);
  return download
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)].map((m) => (m[1] !== undefined ? m[1].replaceAll('""', '"') : Number(m[2]))));
}

export async function downloadText(page: Page, link: Locator): Promise<{ text: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { text: readFileSync((await download.path())!, "utf8"), download };
}
