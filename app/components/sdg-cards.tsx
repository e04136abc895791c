import { useLanguage } from "#app/shell/use-language";

/**
 * The UN goals the company contributes to, drawn as cards of our own: the goal's number and official name
 * in the language, its colour as a stripe, and what the company does for it. The UN's icons are not used.
 */
export function SdgCards({ sdgs }: { sdgs: readonly { goal: number; name: string; action: string }[] }) {
  const { t } = useLanguage();
  return (
    <ul className="sdg-grid" role="list">
      {sdgs.map((sdg) => (
        <li key={sdg.goal} className={`sdg-card sdg-card--${sdg.goal}`}>
          <p className="sdg-card__goal">{t("esg.sdgs.goal", { number: sdg.goal })}</p>
          <h3 className="sdg-card__name">{sdg.name}</h3>
          <p>{sdg.action}</p>
        </li>
      ))}
    </ul>
  );
}
