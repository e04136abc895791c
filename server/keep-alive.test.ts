import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS } from "./start";

it("keeps an idle connection open longer than nginx keeps its connections to the instances", () => {
  const conf = readFileSync(new URL("../deploy/nginx.conf", import.meta.url), "utf8");
  const upstream = /upstream dalbit_app \{([^}]*)\}/.exec(conf)?.[1] ?? "";
  const nginxSeconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
  expect(nginxSeconds, "deploy/nginx.conf names its upstream's keepalive_timeout").toBeGreaterThan(0);
  expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(nginxSeconds * 1000);
});
