import type { BoardCategory } from "#app/site/media";
import { useLanguage } from "#app/shell/use-language";
import { FormattedDate } from "./formatted-date";
import { PageHero } from "./page-hero";
import { SampleFiguresNote } from "./sample-figures-note";

/**
 * The part of a board item's page that is the item itself: its category, title, summary, the note when its figures
 * are samples, and date, then `children`.
 */
export function BoardArticle({ item, children }: { item: { category: BoardCategory; title: string; summary: string; date: string; sampleFigures?: boolean }; children: React.ReactNode }) {
  const { t } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t(`board.category.${item.category}`)} title={item.title} lead={item.summary} />
      {item.sampleFigures ? <SampleFiguresNote /> : null}
      <div className="container section">
        <p className="article-date"><FormattedDate iso={item.date} /></p>
        {children}
      </div>
    </>
  );
}
