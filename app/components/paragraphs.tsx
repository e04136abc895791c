export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
