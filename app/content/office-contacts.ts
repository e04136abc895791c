import type { Company } from "#app/config/company";
import type { Translate } from "#app/i18n/translator";
import type { PageId } from "#app/site/pages";
import type { InLocale } from "#app/i18n/in-locale";

/**
 * How to reach an office, as the page lists it and as the ESG policy book prints it: one list for both, so that the
 * two cannot drift. An address is an e-mail, a telephone number or a postal address; `more` is a link the page adds.
 */
export type OfficeContact = {
  label: string;
  text: string;
  href?: `mailto:${string}` | `tel:${string}`;
  more?: { label: string; page: PageId; hash: string };
};

type LocalCompany = InLocale<Company>;

const email = (address: string) => ({ text: address, href: `mailto:${address}` as const });

/** The cyber audit office, which receives reports of violations of the code of ethics. */
export function cyberAuditContacts(t: Translate, company: LocalCompany): OfficeContact[] {
  return [
    { label: t("contact.email"), ...email(company.ethicsEmail) },
    { label: t("contact.telephone"), text: company.telephone, href: `tel:${company.telephone}` },
    { label: t("esg.cyberAudit.post"), text: t("esg.cyberAudit.postAddress", { address: company.headOffice }) },
  ];
}

/** Whom a supplier writes to: the purchasing team, and the cyber audit office for reports of misconduct. */
export function supplierContacts(t: Translate, company: LocalCompany): OfficeContact[] {
  return [
    { label: t("esg.procurement.contact.purchasing"), ...email(company.purchasingEmail) },
    {
      label: t("esg.procurement.contact.cyberAudit"),
      ...email(company.ethicsEmail),
      more: { label: t("esg.procurement.contact.howToReport"), page: "sustainability-ethics", hash: "cyber-audit" },
    },
  ];
}
