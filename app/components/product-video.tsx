import { htmlLang, localeNames, locales } from "#app/i18n/locales";
import { productMedia, VIDEO_SIZE } from "#app/site/product-media";
import { useLanguage } from "#app/shell/use-language";

/**
 * A self-hosted product video: nothing but the poster (drawn in the page's language) loads until the visitor presses
 * play, and captions exist in every language, the page's language on by default.
 */
export function ProductVideo({ productId, kind, title }: { productId: string; kind: "demo" | "full"; title: string }) {
  const { locale } = useLanguage();
  const media = productMedia(productId);
  return (
    <video className="product-video" controls preload="none" poster={media.poster(locale)} width={VIDEO_SIZE.width} height={VIDEO_SIZE.height} aria-label={title} playsInline>
      <source src={media.video(kind)} type="video/mp4" />
      {locales.map((code) => (
        <track key={code} kind="captions" src={media.captions(kind, code)} srcLang={htmlLang[code]} label={localeNames[code]} default={code === locale} />
      ))}
    </video>
  );
}
