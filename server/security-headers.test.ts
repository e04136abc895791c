import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("content security policy", () => {
  it("allows each inline script by its hash and never by 'unsafe-inline'", () => {
    const html = `<script>a()</script><script type="module">import("/assets/x.js")</script><script src="/assets/y.js"></script><script type="application/ld+json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import("/assets/x.js")')]);
    const csp = contentSecurityPolicy(html);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
