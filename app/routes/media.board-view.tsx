import { Link } from "react-router";
import type { Route } from "./+types/media.board-view";
import { ArticleAttachments, ArticleImage } from "#app/components/article-files";
import { BoardArticle } from "#app/components/board-article";
import { BoardNeighbours } from "#app/components/board-neighbours";
import { MediaAssetView } from "#app/components/media-asset";
import { Prose } from "#app/components/prose";
import { logoObject } from "#app/components/organization-data";
import { StructuredData } from "#app/components/structured-data";
import { boardArticle } from "#app/content/boards.server";
import { mediaAsset } from "#app/content/media-center.server";
import { htmlLang } from "#app/i18n/locales";
import { requestLocale } from "#app/i18n/paths";
import { boardItemSearch, boardOf, boards, publishedAt } from "#app/site/media";
import { invalidRoute } from "#app/site/invalid-route.server";
import { requestPage } from "#app/site/request-page";
import { seoMeta, siteCard } from "#app/site/seo";
import { pagePath } from "#app/site/urls";
import { KeptMarkup } from "#app/shell/kept-markup";
import { keepOnServer } from "#app/shell/kept-markup.server";
import { useSite } from "#app/shell/use-site";

/** An article of the news or the press releases, or a media-centre item, by `?id=`; its body is kept markup. */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const locale = requestLocale(request);
  const board = boardOf("view", requestPage(request));
  const article = boardArticle(board, locale, new URL(request.url).searchParams);
  if (!article) throw invalidRoute(request);
  const asset = board === "mediaCenter" ? await mediaAsset(article.item.id, locale) : null;
  return keepOnServer(args, { board, ...article, asset }, ["html"]);
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { item, asset, image } = args.loaderData;
  return seoMeta(
    args,
    { title: item.title, description: item.summary },
    { search: boardItemSearch(item.id, null), publishedTime: publishedAt(item.date), image: asset?.kind === "image" ? asset.share : image ? { path: image.src, width: image.width, height: image.height, alt: image.alt } : undefined },
  );
};

export default function BoardView({ loaderData: { board, item, html, image, attachments, category, older, newer, listSearch, asset } }: Route.ComponentProps) {
  const { t, locale, company } = useSite();
  const url = company.siteUrl + pagePath(boards[board].view, locale) + boardItemSearch(item.id, null);
  return (
    <article>
      <BoardArticle item={item}>
        {asset ? <MediaAssetView asset={asset} title={item.title} /> : null}
        {image ? <ArticleImage image={image} /> : null}
        <KeptMarkup name="html" value={html}>{(body) => <Prose html={body} />}</KeptMarkup>
        <ArticleAttachments attachments={attachments} />
        <BoardNeighbours board={board} category={category} older={older} newer={newer} />
        <p><Link to={pagePath(boards[board].list, locale) + listSearch} className="button button--ghost">{t("board.backToList")}</Link></p>
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
