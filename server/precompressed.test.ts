import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { acceptsEncoding, builtFiles, namesBuiltFile, precompressedPaths } from "./precompressed";

const request = (acceptEncoding?: string) => ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as Request;

describe("Brotli negotiation", () => {
  it("sends br when the browser lists it with a non-zero weight", () => {
    expect(acceptsEncoding(request("gzip, deflate, br, zstd"), "br")).toBe(true);
    expect(acceptsEncoding(request("br;q=0.5, gzip"), "br")).toBe(true);
  });

  it("does not when br is missing or refused", () => {
    expect(acceptsEncoding(request(), "br")).toBe(false);
    expect(acceptsEncoding(request("gzip, deflate"), "br")).toBe(false);
    expect(acceptsEncoding(request("gzip, br;q=0"), "br")).toBe(false);
    expect(acceptsEncoding(request("brotli"), "br")).toBe(false);
    expect(acceptsEncoding(request("gzip, br;q=0"), "gzip")).toBe(true);
  });
});

describe("the build's files", () => {
  it("are listed by URL path, with the originals of their Brotli copies", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "built-files-"));
    try {
      await mkdir(path.join(dir, "assets"));
      await mkdir(path.join(dir, "en", "view"), { recursive: true });
      await Promise.all(["robots.txt", "sitemap.xml", "sitemap.xml.br", "assets/app-1a2b.css", "en/view/about.data"].map((file) => writeFile(path.join(dir, file), "x")));
      const files = await builtFiles(dir);
      expect([...files].sort()).toEqual(["/assets/app-1a2b.css", "/en/view/about.data", "/robots.txt", "/sitemap.xml", "/sitemap.xml.br"]);
      expect([...precompressedPaths(files)]).toEqual(["/sitemap.xml"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("are named by a request only with their exact, decoded path", () => {
    const files = new Set(["/robots.txt", "/media/annual report.pdf"]);
    expect(namesBuiltFile(files, "/robots.txt")).toBe(true);
    expect(namesBuiltFile(files, "/media/annual%20report.pdf")).toBe(true);
    expect(namesBuiltFile(files, "/en/view/technology/searchResult.data")).toBe(false);
    expect(namesBuiltFile(files, "/robots.txt/")).toBe(false);
    expect(namesBuiltFile(files, "/%E0%A4%A")).toBe(false);
  });
});
