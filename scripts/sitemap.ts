import { writeFile } from "node:fs/promises";
import path from "node:path";
import { company } from "../app/config/company";
import { htmlLang, locales } from "../app/i18n/locales";
import { localizedPath } from "../app/i18n/paths";
import { listedAddresses } from "./listed-addresses";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** sitemap.xml lists every page and every board item in every language with its hreflang alternates; robots.txt points to it. */
export async function writeSitemap(clientDir: string) {
  const entries = listedAddresses().flatMap(({ address }) => {
    const alternates = [
      ...locales.map((locale) => ({ lang: htmlLang[locale], href: company.siteUrl + localizedPath(address, locale) })),
      { lang: "x-default", href: company.siteUrl + address },
    ];
    const links = alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`).join("\n");
    return locales.map((locale) => `  <url>\n    <loc>${escapeXml(company.siteUrl + localizedPath(address, locale))}</loc>\n${links}\n  </url>`);
  });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemap);
  await writeFile(path.join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${company.siteUrl}/sitemap.xml\n`);
}
