import type { IrPage } from "#app/content/investor-relations.server";
import { localizedPath } from "#app/i18n/paths";
import { irCsvPaths } from "#app/site/investor-relations";
import { useLanguage } from "#app/shell/use-language";
import { DownloadLink } from "./download-link";
import { HighlightsChart } from "./highlights-chart";
import { OwnershipChart } from "./ownership-chart";
import { MajorHolderTable, ShareholderTable } from "./shareholder-table";
import { StatementTable } from "./statement-table";

/** The financial highlights as a chart, then the summary balance sheet and income statement, each with its CSV. */
export function IrFinancials({ ir }: { ir: Pick<IrPage, "highlights" | "balanceSheet" | "incomeStatement"> }) {
  const { t, locale } = useLanguage();
  return (
    <>
      <HighlightsChart highlights={ir.highlights} />
      <StatementTable caption={t("ir.balanceSheet")} statement={ir.balanceSheet} />
      <DownloadLink href={localizedPath(irCsvPaths["balance-sheet"], locale)}>{t("ir.download.balanceSheet")}</DownloadLink>
      <StatementTable caption={t("ir.incomeStatement")} statement={ir.incomeStatement} />
      <DownloadLink href={localizedPath(irCsvPaths["income-statement"], locale)}>{t("ir.download.incomeStatement")}</DownloadLink>
    </>
  );
}

/** The shareholder structure as a chart and a table with its CSV, then the major holders. */
export function IrShareholders({ shareholders }: { shareholders: IrPage["shareholders"] }) {
  const { t, locale } = useLanguage();
  return (
    <>
      <OwnershipChart shareholders={shareholders} />
      <ShareholderTable shareholders={shareholders} />
      <DownloadLink href={localizedPath(irCsvPaths.shareholders, locale)}>{t("ir.download.shareholders")}</DownloadLink>
      <h3>{t("ir.majorHolders.title")}</h3>
      <MajorHolderTable shareholders={shareholders} />
    </>
  );
}
