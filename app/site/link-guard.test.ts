import { describe, expect, it } from "vitest";
import { classifyHref } from "./link-guard";

const allowed = ["support.dalbitsemi.example"];

describe("classifyHref", () => {
  it("keeps internal paths inside the app", () => {
    expect(classifyHref("/view/media/news", allowed)).toEqual({ kind: "internal", to: "/view/media/news" });
  });

  it("allows external links only to allowed hosts", () => {
    expect(classifyHref("https://support.dalbitsemi.example/tickets", allowed).kind).toBe("external");
    expect(classifyHref("https://evil.example/", allowed)).toEqual({ kind: "refused", reason: "host-not-allowed" });
    expect(classifyHref("//evil.example/", allowed).kind).toBe("refused");
  });

  it("never turns unsafe protocols into links", () => {
    for (const href of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<script>", "vbscript:msgbox(1)", "file:///etc/passwd"]) {
      expect(classifyHref(href, allowed)).toMatchObject({ kind: "refused" });
    }
  });

  it("lets e-mail and telephone links through", () => {
    expect(classifyHref("mailto:info@dalbitsemi.example", allowed).kind).toBe("external");
    expect(classifyHref("tel:+82-31-8060-1999", allowed).kind).toBe("external");
  });
});
