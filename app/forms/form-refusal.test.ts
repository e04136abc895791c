import { RouterContextProvider, type RouterContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { sampleInquiry } from "../../tests/support/engines";
import { alertServiceContext } from "#app/alerts/context";
import type { AlertService } from "#app/alerts/service";
import { signUpForAlerts } from "#app/alerts/signup.server";
import { inquiryServiceContext } from "#app/inquiries/context";
import { clientAddressContext, formRefusalContext } from "#app/forms/context";
import type { RejectedForm } from "./form-refusal.server";
import { checkFormToken, issueFormToken, MAX_FORM_AGE_MS, MIN_FILL_MS } from "./form-token.server";
import { FORM_TOKEN_FIELD } from "#app/inquiries/schema";
import type { InquiryService } from "#app/inquiries/service";
import { submitInquiry } from "#app/inquiries/submission.server";

const context = () =>
  new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [inquiryServiceContext, { admit: async () => ({ allowed: true }), submit: async () => ({ id: "1", reference: "INQ-1", createdAt: new Date() }) } as unknown as InquiryService],
      [alertServiceContext, { admit: async () => ({ allowed: true }), signUp: async () => {} } as unknown as AlertService],
      [clientAddressContext, "192.0.2.1"],
      [formRefusalContext, null],
    ]),
  );

/** The two forms a refusal hands back (refuseForm), each with a complete entry, posted as its page's action takes it. */
const forms = [
  {
    name: "the contact form",
    entry: { ...sampleInquiry() } as Record<string, string>,
    action: (request: Request) => submitInquiry(request, context(), "en"),
  },
  {
    name: "the alert sign-up",
    entry: { email: "investor@example.com", language: "en", topics: "press", consent: "on" } as Record<string, string>,
    action: (request: Request) => signUpForAlerts(request, context(), "en"),
  },
];

describe.each(forms)("$name, refused,", ({ entry, action }) => {
  const post = async (fields: Record<string, string>, token: string) => {
    const body = new URLSearchParams({ ...fields, [FORM_TOKEN_FIELD]: token });
    const answer = await action(new Request("http://localhost/en/form", { method: "POST", body }));
    if (answer instanceof Response) return { status: answer.status, token: null };
    const { data, init } = answer as unknown as { data: RejectedForm<unknown, unknown>; init: ResponseInit };
    return { status: init.status, token: data.token };
  };
  const withoutConsent = () => Object.fromEntries(Object.entries(entry).filter(([name]) => name !== "consent"));

  it("comes back with its token's issue time: ticked and sent again at once, it is taken, not too fast", async () => {
    const tookTheirTime = issueFormToken(Date.now() - MIN_FILL_MS - 1_000);
    const refused = await post(withoutConsent(), tookTheirTime);
    expect(refused.status).toBe(400);
    expect(refused.token).toBe(tookTheirTime);
    expect(await post(entry, refused.token!)).toEqual({ status: 303, token: null });
  });

  it("too fast, keeps the time it was handed out at: sent once the trap's time is over, it is taken", async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date"] });
    try {
      const handedOut = issueFormToken();
      vi.advanceTimersByTime(MIN_FILL_MS - 1_000);
      const refused = await post(entry, handedOut);
      expect(refused).toEqual({ status: 422, token: handedOut });
      vi.advanceTimersByTime(1_000);
      expect(await post(entry, refused.token!)).toEqual({ status: 303, token: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it("with an expired, forged or missing token, gets a fresh one", async () => {
    for (const token of [issueFormToken(Date.now() - MAX_FORM_AGE_MS - 1_000), `${Date.now() - 60_000}.forged`, ""]) {
      const before = Date.now();
      const refused = await post(entry, token);
      expect(refused.status).toBe(422);
      expect(checkFormToken(refused.token, before)).toBe("too-fast");
      expect(Number(refused.token!.split(".")[0])).toBeGreaterThanOrEqual(before);
    }
  });
});
