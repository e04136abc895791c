import { formatDate } from "#app/i18n/format";
import type { Locale } from "#app/i18n/locales";
import { plainTranslator } from "#app/i18n/messages.server";
import type { Translate } from "#app/i18n/translator";
import { brochureIds, type BrochureId } from "#app/site/media";
import { boardIndexes } from "#app/content/board-indexes";
import { certifications } from "#app/content/certifications";
import { type BookWriter, memoized, MUTED, writePdf } from "./pdf-document.server";
import { regionSchema } from "#app/content/schemas";
import { contentIn } from "#app/content/load.server";

/**
 * The media centre's brochures: PDFs written with the policy book's writer from the same content as the
 * product and About pages. The media-centre item that offers a brochure gives its title, summary and edition.
 */
const writers: Record<BrochureId, (book: BookWriter, t: Translate, locale: Locale) => void> = {
  "product-portfolio": (book, t, locale) => {
    for (const product of contentIn("products", locale)) {
      book.newPage();
      book.heading(product.name, 1);
      book.lead(product.tagline);
      for (const paragraph of product.overview) book.paragraph(paragraph);
      book.heading(t("product.features"), 2);
      book.list(product.features.map((feature) => [{ text: `${feature.title}: `, bold: true }, { text: feature.text, bold: false }]), false);
      book.heading(t("product.specifications"), 2);
      book.list(product.specs.map((spec) => [{ text: `${t(`spec.${spec.key}`)}: `, bold: true }, { text: spec.value, bold: false }]), false);
      book.heading(t("product.applications"), 2);
      book.list(product.applications, false);
      book.heading(t("product.safety"), 2);
      book.list(certifications(product.safety, t), false);
    }
  },
  "company-profile": (book, t, locale) => {
    const about = contentIn("about", locale);
    const history = contentIn("history", locale);
    book.newPage();
    book.heading(t("about.overview"), 1);
    book.lead(about.overview.lead);
    for (const paragraph of about.overview.paragraphs) book.paragraph(paragraph);
    book.heading(t("about.mission"), 2);
    book.lead(about.mission.statement);
    for (const paragraph of about.mission.paragraphs) book.paragraph(paragraph);
    book.heading(t("about.values"), 2);
    for (const value of about.values) {
      book.heading(value.name, 3);
      book.paragraph(value.summary);
      book.list(value.behaviours, false);
    }
    book.newPage();
    book.heading(t("history.milestones"), 1);
    book.paragraph(t("history.lead", { founded: formatDate(history.founded, locale) }));
    for (const year of history.years.toReversed()) {
      book.heading(String(year.year), 2);
      book.list(year.events.map((event) => event.text), false);
    }
    book.newPage();
    book.heading(t("page.about-global.title"), 1);
    const offices = contentIn("offices", locale);
    for (const region of regionSchema.options) {
      book.heading(t(`region.${region}`), 2);
      for (const office of offices.filter((entry) => entry.region === region)) {
        book.heading(`${office.title} · ${office.subtitle}`, 3);
        book.paragraph(office.description);
        book.paragraph(office.address, { color: MUTED });
      }
    }
  },
};

const itemOf = (id: BrochureId) => {
  const item = boardIndexes.mediaCenter.find((candidate) => candidate.kind === "brochure" && candidate.document === id);
  if (!item) throw new Error(`No media-centre item offers the ${id} brochure`);
  return item;
};

for (const id of brochureIds) itemOf(id);

const written = memoized(async (key: `${BrochureId}/${Locale}`) => {
  const [id, locale] = key.split("/") as [BrochureId, Locale];
  const t = plainTranslator(locale);
  const item = itemOf(id);
  const info = { locale, title: item.title[locale], subject: item.summary[locale], edition: item.date, coverNotes: [formatDate(item.date, locale)] };
  return writePdf(info, (book) => writers[id](book, t, locale));
});

/** A brochure in one language; written once per process. */
export function brochure(id: BrochureId, locale: Locale): Promise<Uint8Array<ArrayBuffer>> {
  return written(`${id}/${locale}`);
}
