import { BlockDiagram } from "#app/components/block-diagram";
import { CardGrid } from "#app/components/card-grid";
import { SpecTable } from "#app/components/spec-table";
import type { Translate } from "#app/i18n/translator";
import type { chipsIn } from "./technology.server";

type Chip = ReturnType<typeof chipsIn>[number];

/**
 * A chip page's sections that have no behaviour in the browser, for `keepRendered`, and the chip without the content
 * they hold.
 */
export function chipSections({ features, specs, diagram, ...chip }: Chip, t: Translate) {
  const sections = {
    features: <CardGrid items={features} />,
    specifications: <SpecTable caption={t("product.specificationsOf", { name: chip.name })} rows={specs} />,
    diagram: <BlockDiagram name={t("product.blockDiagramOf", { name: chip.name })} description={diagram.description} blocks={diagram.blocks} />,
  };
  return { chip, sections };
}
