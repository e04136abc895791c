/** A list of short texts, each its own item (and its own key: the texts of one list differ). */
export function TextList({ items, className, role }: { items: readonly string[]; className?: string; role?: "list" }) {
  return (
    <ul className={className} role={role}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
