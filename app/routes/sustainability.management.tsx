import type { Route } from "./+types/sustainability.management";
import { EsgTabPage } from "#app/components/esg-tab-page";
import { formatDate } from "#app/i18n/format";
import { ProcessFlow } from "#app/components/process-flow";
import { Section } from "#app/components/section";
import { esgCommittee, shownSustainability } from "#app/content/sustainability.server";
import { formatNumber } from "#app/i18n/number-format";
import { requestLocale } from "#app/i18n/paths";
import { seoMeta } from "#app/site/seo";
import { useLanguage } from "#app/shell/use-language";
import { TextList } from "#app/components/text-list";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { committee, materiality, stakeholders } = shownSustainability("management", locale);
  return { committee: esgCommittee(committee, locale), materiality, stakeholders };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "sustainability-management");

export default function SustainabilityManagement({ loaderData: { committee, materiality, stakeholders } }: Route.ComponentProps) {
  const { t, locale } = useLanguage();
  return (
    <EsgTabPage page="sustainability-management">
      <Section title={t("esg.governance.title")}>
        <p className="lede">{t("esg.governance.text", { date: formatDate(committee.established, locale), count: committee.meetingsPerYear })}</p>
        <div className="esg-committee">
          <div>
            <h3>{t("esg.governance.members")}</h3>
            <ul className="esg-committee__members">
              {committee.members.map((member) => (
                <li key={member.id}>
                  <span className="esg-committee__name">{member.name}</span>{" "}
                  <span className="esg-committee__role">
                    {t(member.level === "non-executive" ? "esg.governance.outside" : "esg.governance.executive")}
                    {member.id === committee.chair.id ? ` · ${t("esg.governance.chair")}` : null}
                  </span>
                </li>
              ))}
            </ul>
            <p className="esg-committee__meetings">{t("esg.governance.meetings2023", { count: committee.meetingsIn2023 })}</p>
          </div>
          <div>
            <h3>{t("esg.governance.duties")}</h3>
            <TextList items={committee.duties} />
          </div>
        </div>
        <p>{committee.council}</p>
      </Section>
      <Section title={t("esg.materiality.title")} className="section--tinted">
        <p className="lede">
          {t("esg.materiality.intro", { year: materiality.year, candidates: materiality.candidateIssues, respondents: formatNumber(materiality.respondents, locale) })}
        </p>
        <ProcessFlow label={t("esg.materiality.title")} steps={materiality.steps.map((step) => ({ title: step }))} />
        <h3>{t("esg.materiality.issues")}</h3>
        <ol className="material-issues">
          {materiality.issues.map((issue) => (
            <li key={issue.title}>
              {issue.title} <span className={`esg-pillar-tag esg-pillar-tag--${issue.pillar}`}>{t(`esg.pillar.${issue.pillar}`)}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t("esg.stakeholders.title")}>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t("esg.stakeholders.title")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("esg.stakeholders.group")}</th>
                <th scope="col">{t("esg.stakeholders.channels")}</th>
                <th scope="col">{t("esg.stakeholders.interests")}</th>
              </tr>
            </thead>
            <tbody>
              {stakeholders.map((stakeholder) => (
                <tr key={stakeholder.group}>
                  <th scope="row">{stakeholder.group}</th>
                  <td>{stakeholder.channels}</td>
                  <td>{stakeholder.interests}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </EsgTabPage>
  );
}
