import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "./precompressed";

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
