/** Ways to reach the company, as label and value pairs (e-mail, telephone, addresses). */
export function ContactList({ rows }: { rows: readonly { label: string; value: React.ReactNode }[] }) {
  return (
    <dl className="contact-list">
      {rows.map((row) => (
        <div key={row.label} className="contact-list__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
