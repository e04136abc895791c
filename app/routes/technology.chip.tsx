import type { Route } from "./+types/technology.chip";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { Paragraphs } from "#app/components/paragraphs";
import { ProductVideo } from "#app/components/product-video";
import { Section } from "#app/components/section";
import { FullVideoDialog } from "#app/components/video-dialog";
import { chipSections } from "#app/content/chip-sections.server";
import { siteContent } from "#app/content/site-content.server";
import { chipsIn } from "#app/content/technology.server";
import { translatorFor } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";
import { productMedia } from "#app/site/product-media";
import { requestPage } from "#app/site/request-page";
import { seoMeta } from "#app/site/seo";
import { gatewayPageOf } from "#app/site/technology";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRendered } from "#app/shell/kept-markup.server";
import { useSite } from "#app/shell/use-site";

/** The features, specifications and block diagram are markup rendered on the server, which the browser keeps. */
export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  const page = requestPage(args.request);
  const chip = chipsIn(locale).find((entry) => entry.page === page);
  if (!chip) throw new Error(`No chip is presented at ${page}`);
  const { name } = siteContent("businessAreas", locale).find((entry) => entry.id === chip.area)!;
  const { chip: shown, sections } = chipSections(chip, translatorFor(locale));
  return keepRendered(args, { chip: shown, area: { name, page: gatewayPageOf[chip.area] } }, sections);
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seoMeta(args, { title: args.loaderData.chip.name, description: args.loaderData.chip.tagline }) : [];

export default function ChipPage({ loaderData: { chip, area, features, specifications, diagram } }: Route.ComponentProps) {
  const { t, company } = useSite();
  const productData = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: chip.name,
    description: chip.tagline,
    category: area.name,
    image: `${company.siteUrl}${productMedia(chip.id).poster}`,
    brand: { "@type": "Brand", name: company.name },
    manufacturer: { "@type": "Organization", name: company.legalName },
  };
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(productData).replace(/</g, "\\u003c") }} />
      <PageHero eyebrow={area.name} title={chip.name} lead={chip.tagline} />
      <div className="chip-actions container">
        <PageLink page="about-contact" query={{ product: chip.id }} className="button button--primary">{t("product.contactSales")}</PageLink>
        <PageLink page={area.page} className="button button--ghost">{t("product.backToArea", { area: area.name })}</PageLink>
      </div>
      <Section title={t("product.overview")}>
        <Paragraphs items={chip.overview} className="lede" />
      </Section>
      <Section title={chip.video.demoTitle} className="section--dark">
        <ProductVideo productId={chip.id} kind="demo" title={chip.video.demoTitle} />
      </Section>
      <Section title={t("product.features")}>
        <KeptHtml name="features" html={features} />
      </Section>
      <Section title={t("product.specifications")} className="section--tinted">
        <KeptHtml name="specifications" html={specifications} />
      </Section>
      <Section title={t("product.blockDiagram")}>
        <KeptHtml name="diagram" html={diagram} />
      </Section>
      <Section title={t("product.applications")} className="section--tinted">
        <ul className="fact-list fact-list--columns">{chip.applications.map((item) => <li key={item}>{item}</li>)}</ul>
      </Section>
      <Section title={t("product.safety")}>
        <ul className="marks">
          <li className="mark mark--asil">{chip.safety.asil}</li>
          {chip.safety.aecQ100Grade !== null ? <li className="mark">AEC-Q100 Grade {chip.safety.aecQ100Grade}</li> : null}
          {chip.safety.marks.map((item) => <li key={item} className="mark">{item}</li>)}
        </ul>
      </Section>
      <Section title={chip.video.manualTitle} className="section--tinted">
        <p>{chip.video.manualText}</p>
        <FullVideoDialog productId={chip.id} title={chip.video.manualTitle} />
      </Section>
    </>
  );
}
