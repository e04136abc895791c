import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileHeaders, PAGE_CACHE_CONTROL } from "../server/cache-policy";
import { baseSecurityHeaders } from "../server/security-headers";
import { writeNginxConfig } from "./nginx-config";

const INLINE_SCRIPT = "window.__theme = localStorage.getItem('theme');";
const FILES: Record<string, string> = {
  "index.html": `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="application/ld+json">{}</script></head></html>`,
  "en/view/about/about/index.html": `<!doctype html><html><head><script src="/assets/entry-Ab12Cd.js"></script></head></html>`,
  "en/view/about/about.data": "[]",
  "assets/entry-Ab12Cd.js": "export {};",
  "sitemap.xml": "<urlset/>",
  "builds/latest.json": JSON.stringify({ id: "b1" }),
  "builds/meta/b1.json": JSON.stringify({ id: "b1", prerendered: ["/", "/en/view/about/about"], redirects: [] }),
};

/** The lines of each `location MATCH { ... }` of a generated file, by MATCH. */
function locations(conf: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  let block: string[] | null = null;
  for (const line of conf.split("\n")) {
    const match = /^location (.+) \{$/.exec(line)?.[1];
    if (match) blocks.set(match, (block = []));
    else if (line === "}") block = null;
    else block?.push(line.trim());
  }
  return blocks;
}

/** The `add_header NAME "VALUE" always;` lines among `lines`, as NAME → VALUE. */
function headersOf(lines: string[]): Record<string, string> {
  const pairs = lines.map((line) => /^add_header (\S+) "([^"]*)" always;$/.exec(line)).filter((match) => match !== null);
  return Object.fromEntries(pairs.map(([, name, value]) => [name, value]));
}

describe("the nginx config of a build", () => {
  let buildDir: string;
  const read = (name: string) => readFile(path.join(buildDir, "nginx", name), "utf8");
  const includeSecurityHeaders = () => `include "${path.join(buildDir, "nginx/security-headers.conf")}";`;
  const servedFrom = async () => `root "${await realpath(path.join(buildDir, "client"))}";`;

  beforeEach(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), "nginx-config-"));
    for (const [file, content] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(buildDir, "client", file)), { recursive: true });
      await writeFile(path.join(buildDir, "client", file), content);
    }
  });

  afterEach(async () => {
    await rm(buildDir, { recursive: true, force: true });
  });

  it("lists every header the app always sends but the Content-Security-Policy, which depends on the answer", async () => {
    await writeNginxConfig(buildDir);
    const { "Content-Security-Policy": _, ...always } = baseSecurityHeaders;
    expect(headersOf((await read("security-headers.conf")).split("\n")), "security-headers.conf").toEqual(always);
  });

  it("serves each prerendered page from its index.html with the hash of its inline script in its Content-Security-Policy", async () => {
    await writeNginxConfig(buildDir);
    const pages = locations(await read("pages.conf"));
    expect([...pages.keys()], "one exact location per prerendered page").toEqual(["= /", "= /en/view/about/about"]);
    const hash = `'sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}'`;
    for (const [match, file, scriptSources] of [
      ["= /", "/index.html", `'self' ${hash}`],
      ["= /en/view/about/about", "/en/view/about/about/index.html", "'self'"],
    ] as const) {
      const lines = pages.get(match)!;
      const headers = headersOf(lines);
      expect(headers["Content-Security-Policy"], `${match}: Content-Security-Policy`).toContain(`script-src ${scriptSources};`);
      expect(headers["Cache-Control"], `${match}: Cache-Control`).toBe(PAGE_CACHE_CONTROL);
      const served = [includeSecurityHeaders(), await servedFrom(), "max_ranges 0;", `try_files ${file} /.app;`];
      expect(lines, `${match}: the security headers, no ranges, the file, else the app`).toEqual(expect.arrayContaining(served));
    }
  });

  it("serves the files by folder with the app's Cache-Control and its Content-Security-Policy for anything but a page", async () => {
    await writeNginxConfig(buildDir);
    const files = locations(await read("static-files.conf"));
    for (const [match, file] of [
      ["/assets/", "/assets/entry-Ab12Cd.js"],
      ["/builds/", "/builds/latest.json"],
      ["/", "/sitemap.xml"],
    ] as const) {
      const lines = files.get(match) ?? [];
      expect(headersOf(lines), `location ${match}`).toEqual({
        "Content-Security-Policy": baseSecurityHeaders["Content-Security-Policy"],
        "Cache-Control": fileHeaders(file).cacheControl,
      });
      expect(lines, `location ${match}: the security headers and the file, else the app`).toEqual(
        expect.arrayContaining([includeSecurityHeaders(), await servedFrom(), "try_files $uri /.app;"]),
      );
    }
  });

  it("names the files' directory by its real path, so that nginx serves the release its configuration was loaded with", async () => {
    const linked = `${buildDir}-current`;
    await symlink(buildDir, linked);
    try {
      await writeNginxConfig(linked);
      for (const conf of ["pages.conf", "static-files.conf"]) {
        const roots = [...locations(await read(conf)).values()].flat().filter((line) => line.startsWith("root "));
        expect(new Set(roots), conf).toEqual(new Set([`root "${await realpath(path.join(buildDir, "client"))}";`]));
      }
    } finally {
      await rm(linked, { force: true });
    }
  });

  it("gives each extension the Content-Type Express sends for it, charset included", async () => {
    await writeNginxConfig(buildDir);
    const types = await read("content-types.conf");
    for (const line of [
      `"text/html; charset=utf-8" html;`,
      `"text/x-script; charset=utf-8" data;`,
      `"text/javascript; charset=utf-8" js;`,
      `"application/json; charset=utf-8" json;`,
      `"application/xml" xml;`,
      `default_type "application/octet-stream";`,
    ]) {
      expect(types, "content-types.conf").toContain(line);
    }
  });

  it("refuses a prerendered address that nginx would not match as written", async () => {
    const meta = { id: "b1", prerendered: ["/", "/en/view/%EC%86%8C%EA%B0%9C"], redirects: [] };
    await writeFile(path.join(buildDir, "client/builds/meta/b1.json"), JSON.stringify(meta));
    await expect(writeNginxConfig(buildDir), "a percent-encoded path").rejects.toThrow("nginx cannot match the prerendered path");
  });
});
