import type { Locale } from "#app/i18n/locales";
import { plainTranslator } from "#app/i18n/messages.server";
import { chipPageOf, comparisonColumns, gatewayPageOf, type AreaId, type ComparisonColumn } from "#app/site/technology";
import { PACKAGE_IMAGE } from "#app/site/product-images";
import { productMedia } from "#app/site/product-media";
import { packageDesignation } from "./package-designation";
import { aecQ100Grade, asilLabel } from "./certifications";
import { shownContentIn } from "./load.server";

export function chipsIn(locale: Locale) {
  const t = plainTranslator(locale);
  return shownContentIn("products", locale).map((product) => ({
    ...product,
    page: chipPageOf[product.id as keyof typeof chipPageOf],
    /** The package render and its description in this language. */
    image: {
      src: productMedia(product.id).packageImage,
      alt: t("product.packageImage", { name: product.name, package: packageDesignation(product.package), size: product.package.bodyMm }),
      ...PACKAGE_IMAGE,
    },
  }));
}

/** Whether `id` is a chip shown in `locale`'s pages. */
export const isShownChip = (locale: Locale, id: string) => shownContentIn("products", locale).some((product) => product.id === id);

/** What a chip card shows: only these fields reach the browser. */
export function chipCards(locale: Locale, include: (chip: { id: string; area: AreaId }) => boolean) {
  return chipsIn(locale)
    .filter((chip) => include({ id: chip.id, area: chip.area }))
    .map(({ id, name, tagline, page, image }) => ({ id, name, tagline, page, image }));
}

export type ComparisonRow = { id: string; name: string; page: (typeof chipPageOf)[keyof typeof chipPageOf]; values: Record<ComparisonColumn, string | null> };

/** Every chip with every comparison column, read from the same specification rows as its own page. */
export function comparisonRows(locale: Locale): ComparisonRow[] {
  const t = plainTranslator(locale);
  return chipsIn(locale).map((chip) => {
    const values = Object.fromEntries(comparisonColumns.map((column) => [column, null])) as Record<ComparisonColumn, string | null>;
    for (const row of chip.specs) values[row.key] = row.value;
    values.asil = asilLabel(chip.safety.asil);
    values.aecQ100 = chip.safety.aecQ100Grade === null ? null : aecQ100Grade(chip.safety.aecQ100Grade);
    return { id: chip.id, name: chip.name, page: chip.page, values };
  });
}

export function areaOfGateway(page: string): AreaId {
  const area = (Object.keys(gatewayPageOf) as AreaId[]).find((id) => gatewayPageOf[id] === page);
  if (!area) throw new Error(`${page} is not a gateway`);
  return area;
}
