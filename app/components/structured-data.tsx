import { plainText } from "#app/i18n/unbreakable-terms";

/**
 * schema.org data for search engines, as JSON-LD: its texts without the joins the pages show (keepWordsWhole), and `<`
 * escaped so no text can close the script.
 */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }, (_key, value: unknown) => (typeof value === "string" ? plainText(value) : value));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json.replace(/</g, "\\u003c") }} />;
}
