import { useId } from "react";
import { formatNumber } from "#app/i18n/number-format";
import type { Locale } from "#app/i18n/locales";
import type { Translate } from "#app/i18n/translator";

/**
 * A table of figures with its caption and, when every figure shares one, its unit; `compact` for a single
 * column of figures, which fits a phone without scrolling. It scrolls sideways in its own labelled region on a narrow
 * screen, with the row names kept in view.
 */
export function FigureTable({ caption, unit, compact = false, children }: { caption: string; unit?: string; compact?: boolean; children: React.ReactNode }) {
  const captionId = useId();
  return (
    <div className="table-scroll figure-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={compact ? "figure-table figure-table--compact" : "figure-table"}>
        <caption id={captionId}>
          {caption}
          {unit ? <> <span className="figure-table__unit">({unit})</span></> : null}
        </caption>
        {children}
      </table>
    </div>
  );
}

/**
 * A cell's figure, the way the language's statements write it: a negative amount as "(1,234)", "-1,234" or
 * "△1,234", which a screen reader hears as "minus 1,234"; a rate with two decimals. Plain functions, not
 * components: a table has a hundred cells, and each would otherwise look up the site's data again.
 */
export function figure(value: number, t: Translate, locale: Locale, fractionDigits = 0): React.ReactNode {
  const digits = formatNumber(Math.abs(value), locale, fractionDigits);
  if (value >= 0) return digits;
  return (
    <>
      <span aria-hidden="true">{t("ir.negative", { value: digits })}</span>
      <span className="visually-hidden">{t("ir.negativeSpoken", { value: digits })}</span>
    </>
  );
}
