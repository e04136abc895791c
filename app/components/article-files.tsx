import { useLanguage } from "#app/shell/use-language";
import { DownloadLink } from "./download-link";

/** An article's photo; its size in pixels, where known, keeps the page from shifting while it loads. */
export function ArticleImage({ image }: { image: { src: string; alt: string; width?: number; height?: number } }) {
  return (
    <figure className="media-asset">
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} className="media-asset__image" />
    </figure>
  );
}

/** The files attached to an article in the reader's language, each with its kind and, where known, its size. */
export function ArticleAttachments({ attachments }: { attachments: { label: string; href: string; type: string; size?: string }[] }) {
  const { t } = useLanguage();
  if (attachments.length === 0) return null;
  return (
    <section className="article-attachments" aria-labelledby="attachments-heading">
      <h2 id="attachments-heading">{t("board.attachments")}</h2>
      <ul className="media-asset__downloads">
        {attachments.map((attachment) => (
          <li key={attachment.href}>
            <DownloadLink href={attachment.href}>
              {attachment.label} <span className="download-link__meta">{[attachment.type, attachment.size].filter(Boolean).join(" · ")}</span>
            </DownloadLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
