import type { Locale } from "#app/i18n/locales";
import pretendard from "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url";
import notoSansSc from "@fontsource-variable/noto-sans-sc/index.css?url";
import notoSansJp from "@fontsource-variable/noto-sans-jp/index.css?url";

/**
 * Self-hosted fonts, split by unicode-range so a page downloads only the glyph files it uses.
 * Pretendard serves Korean and Latin everywhere; Chinese and Japanese pages add their own family.
 */
export function fontStylesheets(locale: Locale): string[] {
  if (locale === "zh") return [pretendard, notoSansSc];
  if (locale === "ja") return [pretendard, notoSansJp];
  return [pretendard];
}
