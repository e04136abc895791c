import { CONFIRMATION_HOURS } from "#app/alerts/topics";
import { useSite } from "#app/shell/use-site";
import { PageLink } from "./page-link";

/** What a page of a mail's link says when the link is bad (missing, forged, expired) or its subscriber has left. */
export function AlertLinkNotice({ kind }: { kind: "bad" | "left" }) {
  const { t } = useSite();
  return (
    <div className="inquiry-done" role="status">
      <h2>{kind === "bad" ? t("alerts.badLink.title") : t("alerts.left.title")}</h2>
      <p>{kind === "bad" ? t("alerts.badLink.text", { hours: CONFIRMATION_HOURS }) : t("alerts.left.text")}</p>
      <PageLink page="media-alerts" className="button button--ghost">{t("alerts.signUpAgain")}</PageLink>
    </div>
  );
}
