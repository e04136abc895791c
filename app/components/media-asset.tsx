import type { MediaAsset } from "#app/content/media-asset";
import { formatNumber } from "#app/i18n/number-format";
import { useLanguage } from "#app/shell/use-language";
import { DownloadLink } from "./download-link";
import { ProductVideo } from "./product-video";

/** A media-centre item's own content: its video, its brochure to download, or its image and the two sizes to download. */
export function MediaAssetView({ asset, title }: { asset: MediaAsset; title: string }) {
  const { t, locale } = useLanguage();
  switch (asset.kind) {
    case "video":
      return (
        <div className="media-asset">
          <ProductVideo productId={asset.product} kind={asset.clip} title={title} />
        </div>
      );
    case "brochure":
      return (
        <p className="media-asset">
          <DownloadLink href={asset.href} fileName={asset.fileName}>{t("media.download.brochure", { size: asset.size })}</DownloadLink>
        </p>
      );
    case "image":
      return (
        <figure className="media-asset">
          <img
            src={asset.preview.src}
            srcSet={asset.preview.srcSet}
            sizes="(min-width: 1200px) 1100px, 100vw"
            width={asset.preview.width}
            height={asset.preview.height}
            alt={asset.alt}
            className="media-asset__image"
          />
          <figcaption>
            <ul className="media-asset__downloads">
              {asset.sizes.map((size) => (
                <li key={size.size}>
                  <DownloadLink href={size.href} fileName={size.fileName}>
                    {t(`media.download.${size.size}`, { width: formatNumber(size.width, locale), height: formatNumber(size.height, locale), size: size.bytes })}
                  </DownloadLink>
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      );
  }
}
