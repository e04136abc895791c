import type { Route } from "./+types/about.contact";
import type { ShouldRevalidateFunction } from "react-router";
import { ContactList } from "#app/components/contact-list";
import { InquiryForm } from "#app/components/inquiry-form";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { Section } from "#app/components/section";
import { SmartLink } from "#app/components/smart-link";
import { chipCards, isShownChip } from "#app/content/technology.server";
import { formTokenContext } from "#app/forms/form-token.server";
import { FORM_TOKEN_FIELD, presetSubject } from "#app/inquiries/schema";
import { submitInquiry, type RejectedSubmission } from "#app/inquiries/submission.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useLanguage } from "#app/shell/use-language";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const chips = chipCards(locale, () => true).map(({ id, name }) => ({ id, name }));
  const product = url.searchParams.get("product") ?? "";
  return {
    token: context.get(formTokenContext)(),
    chips,
    product: isShownChip(locale, product) ? product : "",
    subject: presetSubject(url.searchParams.get("subject")),
    sent: /^INQ-[0-9]{8}-[0-9A-Z]{4,12}$/.test(url.searchParams.get("sent") ?? "") ? url.searchParams.get("sent") : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitInquiry(request, context, requestLocale(request));
}

/**
 * With JavaScript the form posts through React Router. When the answer is not the server's (a proxy's error page, a
 * lost connection, an error), the form stays with the visitor's text and asks them to send it again, instead of the
 * error page taking its place. A redirect (the inquiry was registered) is React Router's to follow.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return notSent(form);
  }
}

const UNSENT_PROBLEM = "inquiry.error.unavailable";

function notSent(form: FormData): RejectedSubmission {
  const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return { values, errors: {}, problem: { key: UNSENT_PROBLEM }, token: String(form.get(FORM_TOKEN_FIELD) ?? "") };
}

/**
 * After an inquiry that could not be stored, the page's data is not asked for again: the request would most likely
 * meet the same proxy error or lost connection, and its failure would put the error page in the form's place.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as RejectedSubmission | undefined)?.problem?.key === UNSENT_PROBLEM ? false : defaultShouldRevalidate;

/** A refusal's Retry-After (rate limit, database unavailable) reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-contact");

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, company } = useLanguage();
  const rows = [
    { label: t("contact.email"), value: <SmartLink href={`mailto:${company.email}`}>{company.email}</SmartLink> },
    { label: t("contact.telephone"), value: <SmartLink href={`tel:${company.telephone}`}>{company.telephone}</SmartLink> },
    { label: t("contact.headOffice"), value: company.headOffice },
    { label: t("contact.japanOffice"), value: company.japanOffice },
    { label: t("contact.website"), value: company.siteUrl },
    { label: t("contact.prIr"), value: <SmartLink href={`mailto:${company.prIrEmail}`}>{company.prIrEmail}</SmartLink> },
    { label: t("contact.careers"), value: <SmartLink href={company.careersUrl}>{company.careersUrl}</SmartLink> },
    { label: t("contact.openSource"), value: <SmartLink href={`mailto:${company.openSourceEmail}`}>{company.openSourceEmail}</SmartLink> },
  ];
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-contact")} lead={t("contact.lead")} />
      <Section title={t("inquiry.title")}>
        {loaderData.sent && !actionData ? (
          <div className="inquiry-done" role="status">
            <h3>{t("inquiry.done.title")}</h3>
            <p>{t("inquiry.done.text", { reference: loaderData.sent })}</p>
            <PageLink page="about-contact" className="button button--ghost">{t("inquiry.done.another")}</PageLink>
          </div>
        ) : (
          <>
            <p className="lede">{t("inquiry.lead")}</p>
            <InquiryForm
              token={loaderData.token}
              presets={{ product: loaderData.product, title: loaderData.subject ? t(`inquiry.subject.${loaderData.subject}`) : "" }}
              chips={loaderData.chips}
              rejected={actionData}
            />
          </>
        )}
      </Section>
      <Section title={t("contact.headquarters")} className="section--tinted">
        <ContactList rows={rows} />
      </Section>
      <Section title={t("contact.directions")}>
        <ul className="fact-list">{company.directions.map((line) => <li key={line}>{line}</li>)}</ul>
      </Section>
    </>
  );
}
