import type { BoardEntry } from "#app/content/boards.server";
import { boardItemSearch, boards, type BoardId, type BoardQuery } from "#app/site/media";
import { pagePath } from "#app/site/urls";
import { useLanguage } from "#app/shell/use-language";
import { SiteLink } from "./site-link";

/** The previous (older) and next (newer) items of the list the visitor came from. */
export function BoardNeighbours({ board, category, older, newer }: { board: BoardId; category: BoardQuery["category"]; older: BoardEntry | null; newer: BoardEntry | null }) {
  const { t, locale } = useLanguage();
  if (!older && !newer) return null;
  const href = (entry: BoardEntry) => pagePath(boards[board].view, locale) + boardItemSearch(entry.id, category);
  const neighbours = [
    { label: t("media.previousItem"), entry: older },
    { label: t("media.nextItem"), entry: newer },
  ];
  return (
    <nav className="board-neighbours" aria-label={t("media.neighbours")}>
      <ul>
        {neighbours.map(({ label, entry }) =>
          entry ? (
            <li key={label}>
              <span className="board-neighbours__label">{label}</span>
              <SiteLink to={href(entry)}>{entry.title}</SiteLink>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
