import { describe, expect, it } from "vitest";
import { company } from "#app/config/company";
import { headerText } from "./mail.server";
import { mailTransportFromEnv } from "#app/database/mail-transport.server";

describe("mailTransportFromEnv", () => {
  it("is null without SMTP settings", () => {
    expect(mailTransportFromEnv({})).toBeNull();
    expect(mailTransportFromEnv({ SMTP_PORT: "25", SALES_EMAIL: "x@example.com" })).toBeNull();
  });

  it("reads SMTP_HOST and the rest, with defaults for the addresses", () => {
    const mail = mailTransportFromEnv({ SMTP_HOST: "mail.example.com", SMTP_USER: "website", SMTP_PASSWORD: "secret" })!;
    expect(mail).toMatchObject({
      salesAddress: company.salesEmail,
      from: `"${company.name.en} website" <${company.noReplyEmail}>`,
      description: "smtp://mail.example.com:587",
    });
    expect(mail.transport.options).toMatchObject({ host: "mail.example.com", port: 587, secure: false, auth: { user: "website", pass: "secret" } });
    mail.transport.close();

    const secure = mailTransportFromEnv({ SMTP_HOST: "mail.example.com", SMTP_SECURE: "true", SALES_EMAIL: "s@example.com", MAIL_FROM: "W <w@example.com>" })!;
    expect(secure).toMatchObject({ salesAddress: "s@example.com", from: "W <w@example.com>", description: "smtps://mail.example.com:465" });
    secure.transport.close();
  });

  it("takes SMTP_URL as it is, and never shows its credentials", () => {
    const mail = mailTransportFromEnv({ SMTP_URL: "smtps://user:pa55@mail.example.com:2465" })!;
    expect(mail.description).toBe("smtps://mail.example.com:2465");
    mail.transport.close();
  });

  it("rejects a port or URL that is not one", () => {
    expect(() => mailTransportFromEnv({ SMTP_HOST: "mail.example.com", SMTP_PORT: "smtp" })).toThrow(/SMTP_PORT/);
    expect(() => mailTransportFromEnv({ SMTP_URL: "mail.example.com:25" })).toThrow(/SMTP_URL/);
  });
});

describe("headerText", () => {
  it("turns control characters and line separators into single spaces", () => {
    expect(headerText("a\r\nBcc: x@example.com")).toBe("a Bcc: x@example.com");
    expect(headerText("a\u0000b\u001bc\u007fd\u0085e\u2028f\u2029g\u202eh")).toBe("a b c d e f g h");
    expect(headerText("  plain  title  ")).toBe("plain title");
    expect(headerText("한국어 제목")).toBe("한국어 제목");
  });
});
