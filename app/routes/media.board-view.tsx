import type { Route } from "./+types/media.board-view";
import { boardArticle } from "#app/content/boards.server";
import { boardViewSections } from "#app/sections/board-view.server";
import { mediaAsset, servedFileBytesContext } from "#app/files/media-center.server";
import { requestLocale } from "#app/i18n/paths";
import { boardItemSearch, boardOf, publishedAt } from "#app/site/media";
import { invalidRoute } from "#app/site/invalid-route.server";
import { requestPage } from "#app/site/request-page";
import { seoMeta, type ShareImage } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";

/**
 * An article of the news or the press releases, or a media-centre item, by `?id=`. The page is markup rendered on the
 * server, which the browser keeps; the data carries what the document's head needs.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const locale = requestLocale(request);
  const board = boardOf("view", requestPage(request));
  const article = boardArticle(board, locale, new URL(request.url).searchParams);
  if (!article) throw invalidRoute(request);
  const asset = board === "mediaCenter" ? await mediaAsset(article.item.id, locale, context.get(servedFileBytesContext)) : null;
  const { item, image } = article;
  const shareImage: ShareImage | undefined =
    asset?.kind === "image" ? asset.share : image ? { path: image.src, width: image.width, height: image.height, alt: image.alt } : undefined;
  return keepRenderedSections(args, { item, shareImage }, boardViewSections({ board, ...article, asset }));
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { item, shareImage } = args.loaderData;
  return seoMeta(
    args,
    { title: item.title, description: item.summary },
    { search: boardItemSearch(item.id, null), publishedTime: publishedAt(item.date), image: shareImage },
  );
};

export default function BoardView({ loaderData: { article } }: Route.ComponentProps) {
  return <KeptHtml name="article" html={article} />;
}
