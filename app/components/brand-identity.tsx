import type { InLocale } from "#app/i18n/in-locale";
import type { aboutSchema } from "#app/content/schemas";
import type { z } from "zod";
import { useLanguage } from "#app/shell/use-language";
import { Logo } from "./logo";

/** A run of Hangul (with the spaces and word joiners inside it), split out with its capture. */
const HANGUL_RUN = /(\p{Script=Hangul}(?:[\p{Script=Hangul}\s\u2060]*\p{Script=Hangul})?)/u;

/** Text in the page's language with its Korean ("ダルビット（달빛）") marked as Korean, for screen readers and fonts. */
function WithKoreanMarked({ text }: { text: string }) {
  const { locale } = useLanguage();
  if (locale === "ko") return text;
  return text.split(HANGUL_RUN).map((part, index) => (index % 2 === 1 ? <span key={index} lang="ko">{part}</span> : part));
}

type Brand = InLocale<z.infer<typeof aboutSchema>>["brand"];

export function BrandIdentity({ brand }: { brand: Brand }) {
  const { t, company } = useLanguage();
  return (
    <div className="brand">
      {brand.intro.map((text) => (
        <p key={text}>
          <WithKoreanMarked text={text} />
        </p>
      ))}
      <h3>{t("about.brand.logo")}</h3>
      <div className="brand__logo-panel">
        <figure className="brand__logo">
          <Logo title={company.name} />
          <figcaption>{brand.logo.meaning}</figcaption>
        </figure>
        <dl className="brand__rules">
          <dt>{t("about.brand.clearSpace")}</dt>
          <dd>{brand.logo.clearSpace}</dd>
          <dt>{t("about.brand.minimumSize")}</dt>
          <dd>{brand.logo.minimumSize}</dd>
        </dl>
      </div>

      <h3>{t("about.brand.colours")}</h3>
      <ul className="swatches">
        {brand.colours.map((colour) => (
          <li key={colour.id} className="swatch">
            <span className="swatch__chip" style={{ background: colour.hex }} data-colours="content" aria-hidden="true" />
            <p className="swatch__name">{colour.name}</p>
            <dl className="swatch__values">
              <dt>HEX</dt><dd>{colour.hex}</dd>
              <dt>RGB</dt><dd>{colour.rgb.join(" ")}</dd>
              <dt>CMYK</dt><dd>{colour.cmyk.join(" ")}</dd>
            </dl>
            <p className="swatch__usage">{colour.usage}</p>
          </li>
        ))}
      </ul>

      <h3>{t("about.brand.fonts")}</h3>
      <ul className="font-list">
        {brand.fonts.map((font) => (
          <li key={font.family}>
            <p className="font-list__family" style={{ fontFamily: `'${font.family}', '${font.family} Variable', sans-serif` }}>{font.family}</p>
            <p>{font.script} · {font.usage}</p>
          </li>
        ))}
      </ul>

      <h3>{t("about.brand.forbidden")}</h3>
      <ul className="forbidden-uses">
        {brand.forbiddenUses.map((use) => (
          <li key={use.id} className="forbidden-use">
            <div className={`forbidden-use__example forbidden-use__example--${use.id}`} data-colours="content" aria-hidden="true">
              <Logo />
            </div>
            <p><span className="forbidden-use__mark">{t("about.brand.dont")}</span> {use.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
