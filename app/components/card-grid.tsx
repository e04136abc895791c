import { TextList } from "./text-list";

type Card = { title: string; text: string; list?: readonly string[] };

/**
 * Titled cards in a responsive grid; `ordered` for steps that follow one another. A card's `list` follows
 * its text, under `listLabel`.
 */
export function CardGrid({ items, ordered = false, className = "", listLabel }: { items: readonly Card[]; ordered?: boolean; className?: string; listLabel?: string }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`card-grid ${className}`.trim()}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3 className="card__title">{item.title}</h3>
          <p>{item.text}</p>
          {item.list ? (
            <>
              {listLabel ? <p className="card__eyebrow">{listLabel}</p> : null}
              <TextList items={item.list} className="fact-list" />
            </>
          ) : null}
        </li>
      ))}
    </List>
  );
}
