import { ArticleAttachments, ArticleImage } from "#app/components/article-files";
import { BoardArticle } from "#app/components/board-article";
import { BoardNeighbours } from "#app/components/board-neighbours";
import { MediaAssetView } from "#app/components/media-asset";
import { logoObject } from "#app/components/organization-data";
import { Prose } from "#app/components/prose";
import { StructuredData } from "#app/components/structured-data";
import { htmlLang } from "#app/i18n/locales";
import { boardItemSearch, boards, publishedAt, type BoardId } from "#app/site/media";
import { siteCard } from "#app/site/seo";
import { pagePath } from "#app/site/urls";
import { useLanguage } from "#app/shell/use-language";
import type { boardArticle } from "#app/content/boards.server";
import type { MediaAsset } from "#app/content/media-asset";
import { SiteLink } from "#app/components/site-link";

type BoardItemPageProps = NonNullable<ReturnType<typeof boardArticle>> & { board: BoardId; asset: MediaAsset | null };

/** A board item's page, which has no behaviour in the browser, for `keepRenderedSections`. */
export function boardViewSections(page: BoardItemPageProps) {
  return { article: <BoardItemPage {...page} /> };
}

function BoardItemPage({ board, item, html, image, attachments, category, older, newer, listSearch, asset }: BoardItemPageProps) {
  const { t, locale, company } = useLanguage();
  const url = company.siteUrl + pagePath(boards[board].view, locale) + boardItemSearch(item.id, null);
  return (
    <article>
      <BoardArticle item={item}>
        {asset ? <MediaAssetView asset={asset} title={item.title} /> : null}
        {image ? <ArticleImage image={image} /> : null}
        <Prose html={html} />
        <ArticleAttachments attachments={attachments} />
        <BoardNeighbours board={board} category={category} older={older} newer={newer} />
        <p><SiteLink to={pagePath(boards[board].list, locale) + listSearch} className="button button--ghost">{t("board.backToList")}</SiteLink></p>
      </BoardArticle>
      {board === "mediaCenter" ? null : (
        <StructuredData
          data={{
            "@type": "NewsArticle",
            headline: item.title,
            description: item.summary,
            datePublished: publishedAt(item.date),
            // Items are not revised once published.
            dateModified: publishedAt(item.date),
            inLanguage: htmlLang[locale],
            mainEntityOfPage: url,
            url,
            image: [company.siteUrl + (image?.src ?? siteCard.path)],
            author: { "@type": "Organization", name: company.name, url: company.siteUrl },
            publisher: { "@type": "Organization", name: company.name, logo: logoObject(company.siteUrl) },
          }}
        />
      )}
    </article>
  );
}
