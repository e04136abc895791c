import { useId } from "react";

/** A titled band of a page, revealed once as it scrolls into view. */
export function Section({ title, children, className = "", id }: { title: string; children: React.ReactNode; className?: string; id?: string }) {
  const headingId = useId();
  return (
    <section id={id} className={`section ${className}`} aria-labelledby={headingId} data-reveal>
      <div className="container">
        <h2 id={headingId} className="section__title">{title}</h2>
        {children}
      </div>
    </section>
  );
}
