import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { company } from "./company";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const identityModule = "app/config/company.ts";

/** Every source file of the site, its interface text included; tests may name the default company. */
function sourceFiles(): string[] {
  return ["app", "server", "scripts"]
    .flatMap((dir) => (readdirSync(path.join(repo, dir), { recursive: true }) as string[]).map((file) => path.posix.join(dir, file.split(path.sep).join("/"))))
    .filter((file) => statSync(path.join(repo, file)).isFile() && !file.endsWith(".test.ts") && file !== identityModule);
}

it("leaves the company's names, wordmark and domain to the identity module alone", () => {
  const spellings = [...Object.values(company.name), ...Object.values(company.legalName), company.wordmark, company.slug, company.domain];
  const files = sourceFiles();
  expect(files).toContain("app/i18n/messages/ko.json");
  const found = files.flatMap((file) => {
    const text = readFileSync(path.join(repo, file), "utf8").toLowerCase();
    return spellings.filter((spelling) => text.includes(spelling.toLowerCase())).map((spelling) => `${file}: ${spelling}`);
  });
  expect(found).toEqual([]);
});
