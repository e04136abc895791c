import { BlockDiagram } from "#app/components/block-diagram";
import { CardGrid } from "#app/components/card-grid";
import { PackageImage } from "#app/components/package-image";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { Paragraphs } from "#app/components/paragraphs";
import { ProductVideo } from "#app/components/product-video";
import { Section } from "#app/components/section";
import { SpecTable } from "#app/components/spec-table";
import { StructuredData } from "#app/components/structured-data";
import type { PageId } from "#app/site/pages";
import { useLanguage } from "#app/shell/use-language";
import { certifications } from "#app/content/certifications";
import type { chipsIn } from "#app/content/technology.server";

type Chip = ReturnType<typeof chipsIn>[number];
type ChipPageProps = { chip: Chip; area: { name: string; page: PageId } };

/**
 * A chip page up to its user manual, which has no behaviour in the browser, for `keepRenderedSections`; the manual's video
 * dialog stays in React.
 */
export function chipSections(page: ChipPageProps) {
  return { chip: <ChipPage {...page} /> };
}

function ChipPage({ chip, area }: ChipPageProps) {
  const { t, company } = useLanguage();
  return (
    <>
      <StructuredData
        data={{
          "@type": "Product",
          name: chip.name,
          description: chip.tagline,
          category: area.name,
          image: `${company.siteUrl}${chip.image.src}`,
          brand: { "@type": "Brand", name: company.name },
          manufacturer: { "@type": "Organization", name: company.legalName },
        }}
      />
      <PageHero eyebrow={area.name} title={chip.name} lead={chip.tagline}>
        <PackageImage image={chip.image} className="page-hero__image" priority />
      </PageHero>
      {/* What the visitor can do here, not what the page says: out of its search excerpts. */}
      <div className="chip-actions container" data-nosnippet="">
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
        <CardGrid items={chip.features} />
      </Section>
      <Section title={t("product.specifications")} className="section--tinted">
        <SpecTable caption={t("product.specificationsOf", { name: chip.name })} rows={chip.specs} />
      </Section>
      <Section title={t("product.blockDiagram")}>
        <BlockDiagram name={t("product.blockDiagramOf", { name: chip.name })} description={chip.diagram.description} blocks={chip.diagram.blocks} />
      </Section>
      <Section title={t("product.applications")} className="section--tinted">
        <ul className="fact-list fact-list--columns">{chip.applications.map((item) => <li key={item}>{item}</li>)}</ul>
      </Section>
      <Section title={t("product.safety")}>
        <ul className="marks">
          {certifications(chip.safety, t).map((item, index) => <li key={item} className={index === 0 ? "mark mark--asil" : "mark"}>{item}</li>)}
        </ul>
      </Section>
    </>
  );
}
