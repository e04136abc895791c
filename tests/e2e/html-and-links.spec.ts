import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { company } from "../../app/config/company";
import { pages } from "../../app/site/pages";
import { errorPages, everyPage, locales, localizedPath } from "./support/site";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

test("every page, and every error page, is valid HTML for the W3C checker", async ({ request }) => {
  test.setTimeout(180_000);
  const checked = [...everyPage.map(({ path }) => ({ path, status: 200 })), ...errorPages];
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    for (const [index, { path: address, status }] of checked.entries()) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(status);
      writeFileSync(path.join(dir, `${index}.html`), await response.text());
    }
    let output = "";
    try {
      execFileSync("java", ["-jar", vnuJar, "--errors-only", "--format", "gnu", dir], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      output = (error as { stderr?: string }).stderr || String(error);
    }
    const errors = output
      .split("\n")
      .filter(Boolean)
      .map((line) => line.replace(/^.*?\/(\d+)\.html/, (_, i: string) => checked[Number(i)]!.path));
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("no page repeats its title as the heading of one of its sections, in any language", async ({ request }) => {
  const repeated: string[] = [];
  for (const { path: address } of everyPage) {
    const main = /<main\b.*<\/main>/s.exec(await (await request.get(address)).text())?.[0] ?? "";
    const headings = (level: number) => [...main.matchAll(new RegExp(`<h${level}\\b[^>]*>(.*?)</h${level}>`, "gs"))].map(([, inner]) => inner!.replace(/<[^>]+>/g, "").trim());
    const [title] = headings(1);
    expect(title, `${address} has a title`).toBeTruthy();
    if (headings(2).includes(title!)) repeated.push(`${address}: ${title}`);
  }
  expect(repeated).toEqual([]);
});

test("no internal link is broken", async ({ request }) => {
  test.setTimeout(180_000);
  const seen = new Map<string, number>();
  const queue = [...locales.map((locale) => localizedPath("/", locale)), ...everyPage.map((page) => page.path)];
  const broken: string[] = [];
  while (queue.length > 0) {
    const address = queue.shift()!;
    if (seen.has(address)) continue;
    const response = await request.get(address, { maxRedirects: 0 });
    seen.set(address, response.status());
    if (response.status() !== 200) {
      broken.push(`${address} answered ${response.status()}`);
      continue;
    }
    if (!response.headers()["content-type"]?.startsWith("text/html")) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(/<(?:a|link)\b[^>]*\bhref="([^"]+)"/g)) {
      const url = new URL(href!.replaceAll("&amp;", "&"), "http://site.local");
      if (url.host !== "site.local" || href!.startsWith("#")) continue;
      const target = url.pathname + url.search;
      if (!seen.has(target) && !queue.includes(target)) queue.push(target);
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(everyPage.length);
});

test("sitemap.xml lists every page but the search results with its alternates, and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { id, path: address } of everyPage) {
    if ("unlisted" in pages[id]) {
      expect(sitemap).not.toContain(`${company.siteUrl}${address.replace(/\?.*/, "")}<`);
      continue;
    }
    expect(sitemap).toContain(`<loc>${company.siteUrl}${address.replaceAll("&", "&amp;")}</loc>`);
  }
  expect(sitemap).toContain('hreflang="x-default"');
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${company.siteUrl}/sitemap.xml`);
});
