type Card = { title: string; text: string };

/** Titled cards in a responsive grid; `ordered` for steps that follow one another. */
export function CardGrid({ items, ordered = false, className = "" }: { items: readonly Card[]; ordered?: boolean; className?: string }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`card-grid ${className}`.trim()}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3 className="card__title">{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
