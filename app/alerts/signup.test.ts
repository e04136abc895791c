import { RouterContextProvider, type RouterContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { clientAddressContext, formRefusalContext, type FormRefusal } from "#app/forms/context";
import { issueFormToken } from "#app/forms/form-token.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#app/inquiries/schema";
import { alertServiceContext } from "./context";
import type { AlertService } from "./service";
import { signUpForAlerts, type RejectedSignup } from "./signup.server";

type Answer = { data: RejectedSignup; init: ResponseInit };

function fakeService(overrides: Partial<AlertService> = {}) {
  return {
    admit: vi.fn(async () => ({ allowed: true as const })),
    signUp: vi.fn(async () => {}),
    ...overrides,
  } as unknown as AlertService & { signUp: ReturnType<typeof vi.fn>; admit: ReturnType<typeof vi.fn> };
}

const signup = (fields: Record<string, string | string[]> = {}) => {
  const body = new URLSearchParams({ email: "investor@example.com", language: "ja", consent: "on", [FORM_TOKEN_FIELD]: issueFormToken(Date.now() - 60_000) });
  body.append("topics", "press");
  body.append("topics", "announcements");
  for (const [name, value] of Object.entries(fields)) {
    body.delete(name);
    for (const one of [value].flat()) body.append(name, one);
  }
  return body;
};

async function post(body: URLSearchParams, service = fakeService(), refusal: FormRefusal | null = null) {
  const request = new Request("http://localhost/zh/view/media/alerts", { method: "POST", body });
  const context = new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [alertServiceContext, service],
      [clientAddressContext, "192.0.2.1"],
      [formRefusalContext, refusal],
    ]),
  );
  const answer = await signUpForAlerts(request, context, "zh");
  return { answer, service };
}

const refused = (answer: unknown) => {
  const { data, init } = answer as Answer;
  return { data, status: init.status, headers: new Headers(init.headers) };
};

describe("the alert sign-up", () => {
  it("hands a valid sign-up to the service, topics in their order, and sends the visitor to the same page whatever the address", async () => {
    const { answer, service } = await post(signup({ email: " Investor@Example.com " }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("Location")).toBe("/zh/view/media/alerts?sent=1");
    expect(service.signUp).toHaveBeenCalledWith(
      { email: "Investor@Example.com", language: "ja", topics: ["announcements", "press"] },
      { consentAt: expect.any(Date), privacyPolicyVersion: expect.any(String) },
    );
  });

  it("answers errors at their fields with the visitor's values, and stores nothing", async () => {
    const { answer, service } = await post(signup({ email: "not-an-address", topics: [], consent: [] }));
    const { data, status, headers } = refused(answer);
    expect(status).toBe(400);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(data.errors).toEqual({ email: { key: "inquiry.error.email" }, topics: { key: "alerts.error.topics" }, consent: { key: "alerts.error.consent" } });
    expect(data.values).toEqual({ email: "not-an-address", language: "ja", topics: [], consent: "" });
    expect(service.signUp).not.toHaveBeenCalled();
  });

  it("refuses a filled honeypot, an unknown field, a form too fast or without its token and the guard's refusals, keeping the values", async () => {
    const cases = [
      [await post(signup({ [HONEYPOT_FIELD]: "https://spam.example" })), 400, "alerts.error.rejected"],
      [await post(signup({ isAdmin: "true" })), 400, "alerts.error.rejected"],
      [await post(signup({ [FORM_TOKEN_FIELD]: issueFormToken() })), 422, "alerts.error.tooFast"],
      [await post(signup({ [FORM_TOKEN_FIELD]: "forged" })), 422, "alerts.error.expired"],
      [await post(signup({ [FORM_TOKEN_FIELD]: "" })), 422, "alerts.error.missing"],
      [await post(signup(), fakeService(), "cross-origin"), 403, "alerts.error.crossOrigin"],
    ] as const;
    for (const [{ answer, service }, status, key] of cases) {
      const { data, status: given } = refused(answer);
      expect(given).toBe(status);
      expect(data.problem).toEqual({ key });
      expect(data.values.email).toBe("investor@example.com");
      expect(data.token).toMatch(/^\d{13}\./);
      expect(service.signUp).not.toHaveBeenCalled();
    }
  });

  it("answers 429 with Retry-After past the client's limit, and 503 when the store fails", async () => {
    const limited = refused((await post(signup(), fakeService({ admit: async () => ({ allowed: false, retryAfterSeconds: 90 }) }))).answer);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("90");
    expect(limited.data.problem).toEqual({ key: "alerts.error.rateLimited", params: { minutes: 2 } });

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = refused((await post(signup(), fakeService({ signUp: async () => Promise.reject(new Error("connection refused")) }))).answer);
    logged.mockRestore();
    expect(failed.status).toBe(503);
    expect(failed.headers.get("Retry-After")).toBe("30");
    expect(failed.data.problem).toEqual({ key: "alerts.error.unavailable" });
    expect(failed.data.values.topics).toEqual(["press", "announcements"]);
  });
});
