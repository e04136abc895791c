import { describe, expect, it } from "vitest";
import { alertTokens } from "./tokens.server";

const id = "0b9d6f3e-5c1a-4d2b-9e8f-7a6b5c4d3e2f";
const tokens = alertTokens("secret one");

describe("alert tokens", () => {
  it("confirm until the expiry they carry, and not after", () => {
    const expiresAt = new Date("2026-11-30T12:00:00Z");
    const token = tokens.confirmation(id, expiresAt);
    expect(tokens.confirmed(token, new Date("2026-11-30T11:59:59Z"))).toBe(id);
    expect(tokens.confirmed(token, expiresAt)).toBeNull();
  });

  it("are refused when forged, altered, signed with another secret, or of the other kind", () => {
    const later = new Date("2027-01-01T00:00:00Z");
    const token = tokens.confirmation(id, later);
    const [, expires, signature] = token.split(".");
    const now = new Date("2026-12-01T00:00:00Z");
    expect(tokens.confirmed(`${id}.${Number(expires) + 86_400}.${signature}`, now)).toBeNull();
    expect(tokens.confirmed(`${id.replace("0b", "1b")}.${expires}.${signature}`, now)).toBeNull();
    expect(tokens.confirmed(alertTokens("secret two").confirmation(id, later), now)).toBeNull();
    expect(tokens.confirmed(`${token}.extra`, now)).toBeNull();
    expect(tokens.confirmed(tokens.manage(id), now)).toBeNull();
    expect(tokens.managed(token)).toBeNull();
    expect(tokens.managed("")).toBeNull();
    expect(tokens.managed("<script>.x")).toBeNull();
  });

  it("manage a subscription without expiring, and only with this site's secret", () => {
    expect(tokens.managed(tokens.manage(id))).toBe(id);
    expect(tokens.managed(alertTokens("secret two").manage(id))).toBeNull();
  });
});
