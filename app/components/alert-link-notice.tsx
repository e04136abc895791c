import { CONFIRMATION_HOURS } from "#app/alerts/topics";
import { useLanguage } from "#app/shell/use-language";
import { PageLink } from "./page-link";
import { SmartLink } from "./smart-link";

type Props = {
  kind: "bad" | "left";
  /** Which link the page answers: a confirmation link expires; a subscription's links (manage, leave) work until it ends. */
  link: "confirmation" | "subscription";
};

/** What a page of a mail's link says when the link is bad (missing, forged, expired) or its subscriber has left. */
export function AlertLinkNotice({ kind, link }: Props) {
  const { t, company } = useLanguage();
  if (kind === "left") return <Notice title={t("alerts.left.title")} text={t("alerts.left.text")} action={<SignUpLink />} />;
  if (link === "confirmation") return <Notice title={t("alerts.badLink.title")} text={t("alerts.badLink.text", { hours: CONFIRMATION_HOURS })} action={<SignUpLink />} />;
  // A subscriber who cannot leave by the link is offered a person, not a new subscription.
  const write = <SmartLink href={`mailto:${company.prIrEmail}`} className="button button--ghost">{company.prIrEmail}</SmartLink>;
  return <Notice title={t("alerts.badLink.title")} text={t("alerts.badLink.subscriptionText")} action={write} />;
}

function Notice({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  return (
    <div className="inquiry-done" role="status">
      <h2>{title}</h2>
      <p>{text}</p>
      {action}
    </div>
  );
}

function SignUpLink() {
  const { t } = useLanguage();
  return <PageLink page="media-alerts" className="button button--ghost">{t("alerts.signUpAgain")}</PageLink>;
}
