import { describe, expect, it } from "vitest";
import { serverConfig } from "./config";

describe("serverConfig", () => {
  it("needs nothing: port 3000 on every interface, only loopback proxies trusted, no metrics, a 64 MB render cache", () => {
    expect(serverConfig({})).toEqual({
      PORT: 3000,
      HOST: "0.0.0.0",
      TRUST_PROXY: ["loopback"],
      PUBLIC_ORIGIN: [],
      METRICS_HOST: "127.0.0.1",
      SHUTDOWN_DRAIN_MS: 0,
      RENDER_CACHE_MAX: 64 * 1024 * 1024,
      HEADERS_TIMEOUT_MS: 10_000,
      REQUEST_TIMEOUT_MS: 30_000,
      LOG_LEVEL: "info",
    });
  });

  it("takes RENDER_CACHE_MAX in bytes, 0 turning the cache off", () => {
    expect(serverConfig({ RENDER_CACHE_MAX: "0" }).RENDER_CACHE_MAX).toBe(0);
    expect(serverConfig({ RENDER_CACHE_MAX: "268435456" }).RENDER_CACHE_MAX).toBe(268_435_456);
  });

  it("reads a hop count or subnets for TRUST_PROXY and a list of origins for PUBLIC_ORIGIN", () => {
    const config = serverConfig({ TRUST_PROXY: "1", PUBLIC_ORIGIN: "https://www.example.com, https://example.com", METRICS_PORT: "9464" });
    expect(config).toMatchObject({ TRUST_PROXY: 1, PUBLIC_ORIGIN: ["https://www.example.com", "https://example.com"], METRICS_PORT: 9464 });
    expect(serverConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });

  it.each([
    [{ TRUST_PROXY: "nginx" }, /TRUST_PROXY: expected a hop count or addresses and subnets/],
    [{ PUBLIC_ORIGIN: "https://www.example.com/" }, /PUBLIC_ORIGIN.0: must be an origin/],
    [{ PUBLIC_ORIGIN: "ftp://example.com" }, /PUBLIC_ORIGIN/],
    [{ PORT: "eighty" }, /PORT/],
    [{ METRICS_PORT: "70000" }, /METRICS_PORT/],
    [{ SHUTDOWN_DRAIN_MS: "9000" }, /SHUTDOWN_DRAIN_MS/],
    [{ RENDER_CACHE_MAX: "64MB" }, /RENDER_CACHE_MAX/],
    [{ RENDER_CACHE_MAX: "-1" }, /RENDER_CACHE_MAX/],
    [{ HEADERS_TIMEOUT_MS: "40000" }, /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => serverConfig(env)).toThrow(message);
  });
});
