import type { EsgPillar } from "#app/site/sustainability";
import { useLanguage } from "#app/shell/use-language";
import { TextList } from "./text-list";

type Props = {
  vision: string;
  pillars: readonly { id: EsgPillar; title: string; goals: readonly string[] }[];
  foundation: { title: string; items: readonly string[] };
};

/**
 * The ESG vision house in HTML and CSS: the vision as the roof, the strategic pillars beneath it and the
 * foundation at the base, so a screen reader reads it top to bottom as the eye does.
 */
export function VisionHouse({ vision, pillars, foundation }: Props) {
  const { t } = useLanguage();
  return (
    <div className="vision-house">
      <div className="vision-house__roof">
        <h3 className="vision-house__label">{t("esg.house.vision")}</h3>
        <p className="vision-house__vision">{vision}</p>
      </div>
      <h3 className="visually-hidden">{t("esg.house.pillars")}</h3>
      <ul className="vision-house__pillars" role="list">
        {pillars.map((pillar) => (
          <li key={pillar.id} className={`vision-house__pillar vision-house__pillar--${pillar.id}`}>
            <h4 className="vision-house__pillar-title">
              <span className="vision-house__pillar-id">{t(`esg.pillar.${pillar.id}`)}</span> {pillar.title}
            </h4>
            <TextList items={pillar.goals} />
          </li>
        ))}
      </ul>
      <div className="vision-house__foundation">
        <h3 className="vision-house__label">{foundation.title}</h3>
        <TextList items={foundation.items} role="list" />
      </div>
    </div>
  );
}
