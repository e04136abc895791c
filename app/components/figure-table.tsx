import { useId } from "react";
import { formatNumber } from "#app/i18n/number-format";
import type { Locale } from "#app/i18n/locales";
import type { Translate } from "#app/i18n/translator";
import { useLanguage } from "#app/shell/use-language";

/**
 * A table of figures with its caption and, when every figure shares one, its unit; `compact` for a single column of
 * figures, which fits a phone without scrolling and so needs no hint that it scrolls. On a narrow screen the figures
 * scroll sideways in their own labelled region, with the row names kept in view; the caption and unit stay above it,
 * and while more columns lie to the right, the region's right edge fades out and a hint beside the caption says so
 * (`useFigureTableScroll` marks that state, for these tables and for those the server sends as markup).
 */
export function FigureTable({ caption, unit, compact = false, children }: { caption: string; unit?: string; compact?: boolean; children: React.ReactNode }) {
  const { t } = useLanguage();
  const captionId = useId();
  // The unit in the language's brackets, after the space that Korean and English put before them.
  const unitNote = unit ? t("text.parenthetical", { text: "", note: unit }) : "";
  return (
    <div className="figure-table__frame">
      <p className="figure-table__caption">
        <span id={captionId}>
          {caption}
          {unitNote.startsWith(" ") ? " " : null}
          {unitNote ? <span className="figure-table__unit">{unitNote.trim()}</span> : null}
        </span>
        {compact ? null : <span className="figure-table__hint" aria-hidden="true">{t("table.scrollHint")}</span>}
      </p>
      <div className="table-scroll figure-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className="figure-table" aria-labelledby={captionId}>
          {children}
        </table>
      </div>
    </div>
  );
}

/**
 * A figure the way the language's statements write it: a negative amount as "(1,234)", "-1,234" or "△1,234", which
 * a screen reader should hear as "minus 1,234"; `suffix` follows the digits, inside any brackets ("(3.2%)").
 */
export function figureText(value: number, t: Translate, locale: Locale, fractionDigits = 0, suffix = ""): { shown: string; spoken: string } {
  const digits = formatNumber(Math.abs(value), locale, fractionDigits) + suffix;
  if (value >= 0) return { shown: digits, spoken: digits };
  return { shown: t("ir.negative", { value: digits }), spoken: t("ir.negativeSpoken", { value: digits }) };
}

/**
 * A cell's figure, shown as the language's statements write it and spoken as "minus 1,234"; a rate with two
 * decimals. Plain functions, not components: a table has a hundred cells, and each would otherwise look up the
 * site's data again.
 */
export function figure(value: number, t: Translate, locale: Locale, fractionDigits = 0): React.ReactNode {
  const { shown, spoken } = figureText(value, t, locale, fractionDigits);
  if (value >= 0) return shown;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </>
  );
}
