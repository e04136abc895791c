import type { PageId } from "#app/site/pages";
import { PageLink } from "./page-link";

type Chip = { id: string; name: string; tagline: string; page: PageId };

/** Chips as cards, each linking to its page. */
export function ChipCardList({ chips, linkLabel }: { chips: readonly Chip[]; linkLabel: string }) {
  return (
    <ul className="card-grid">
      {chips.map((chip) => (
        <li key={chip.id} className="card card--product">
          <h3 className="card__title">{chip.name}</h3>
          <p>{chip.tagline}</p>
          <PageLink page={chip.page} className="card__link">
            {linkLabel}
            <span className="visually-hidden">: {chip.name}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
