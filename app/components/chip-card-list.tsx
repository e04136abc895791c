import type { PageId } from "#app/site/pages";
import { PackageImage, type PackageImageSource } from "./package-image";
import { PageLink } from "./page-link";

type Chip = { id: string; name: string; tagline: string; page: PageId; image: PackageImageSource };

/** Chips as cards, each with its package on top and linking to its page. */
export function ChipCardList({ chips, linkLabel }: { chips: readonly Chip[]; linkLabel: string }) {
  return (
    <ul className="card-grid">
      {chips.map((chip) => (
        <li key={chip.id} className="card card--product">
          <PackageImage image={chip.image} className="card__image" />
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
