import { describe, expect, it } from "vitest";
import { isEditorsOwnRequest } from "./editor-origin-guard";

const PORT = 3300;

describe("the editor's own requests", () => {
  it.each(["localhost:3300", "127.0.0.1:3300", "[::1]:3300", "LOCALHOST:3300"])("are those to %s, from no page or from the editor's own", (host) => {
    expect(isEditorsOwnRequest({ host }, PORT)).toBe(true);
    expect(isEditorsOwnRequest({ host, origin: `http://${host}` }, PORT)).toBe(true);
    expect(isEditorsOwnRequest({ host, origin: "http://localhost:3300" }, PORT)).toBe(true);
  });

  it.each([undefined, "rebind.attacker.example:3300", "localhost", "127.0.0.1:3301", "localhost.attacker.example:3300", "127.0.0.1:3300.attacker.example"])(
    "are not those to the host %s",
    (host) => {
      expect(isEditorsOwnRequest({ host, origin: "http://localhost:3300" }, PORT)).toBe(false);
    },
  );

  it.each(["http://rebind.attacker.example:3300", "null", "https://localhost:3300", "http://localhost:3301", "http://localhost", "http://localhost:3300.attacker.example"])(
    "are not those from the page %s, even to the editor's own host",
    (origin) => {
      expect(isEditorsOwnRequest({ host: "localhost:3300", origin }, PORT)).toBe(false);
    },
  );
});
