import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { acceptsBrotli } from "./precompressed";

const request = (acceptEncoding?: string) => ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as Request;

describe("Brotli negotiation", () => {
  it("sends br when the browser lists it with a non-zero weight", () => {
    expect(acceptsBrotli(request("gzip, deflate, br, zstd"))).toBe(true);
    expect(acceptsBrotli(request("br;q=0.5, gzip"))).toBe(true);
  });

  it("does not when br is missing or refused", () => {
    expect(acceptsBrotli(request())).toBe(false);
    expect(acceptsBrotli(request("gzip, deflate"))).toBe(false);
    expect(acceptsBrotli(request("gzip, br;q=0"))).toBe(false);
    expect(acceptsBrotli(request("brotli"))).toBe(false);
  });
});
