import type { IrPage } from "#app/content/investor-relations.server";
import { useLanguage } from "#app/shell/use-language";
import { TextList } from "./text-list";

type Member = IrPage["board"][number];

/** The board of directors: position, level, role and major career of each director, with a monogram. */
export function BoardList({ members }: { members: readonly Member[] }) {
  const { t } = useLanguage();
  return (
    <ul className="card-grid card-grid--two board-list">
      {members.map((member) => (
        <li key={member.id} className="card board-member">
          <div className="board-member__head">
            <span className="monogram" aria-hidden="true">{monogram(member.name)}</span>
            <div>
              <h3 className="card__title">{member.name}</h3>
              <p className="card__eyebrow">{member.position}</p>
            </div>
          </div>
          <dl className="board-member__facts">
            <dt>{t("ir.board.level")}</dt>
            <dd>{t(`ir.level.${member.level}`)}</dd>
            <dt>{t("ir.board.role")}</dt>
            <dd>{member.role}</dd>
            <dt>{t("ir.board.career")}</dt>
            <dd>
              <TextList items={member.career} className="fact-list" />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Initials of a name in Latin letters ("Seo-yun Han" → "SH"); the family name's first character otherwise. */
function monogram(name: string): string {
  const words = name.split(/\s+/);
  if (/^[A-Za-z]/.test(name)) return words.map((word) => word[0]).join("").slice(0, 2).toUpperCase();
  return Array.from(name)[0] ?? "";
}
