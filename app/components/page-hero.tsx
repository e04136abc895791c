import type { ReactNode } from "react";

/** The top of every content page: the area it belongs to, its one `h1`, a lead sentence, and on a chip page its picture. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-hero">
      <div className="container">
        {/* The area is a search result's trail already: not part of the page's own text (scripts/search-documents.ts). */}
        {eyebrow ? <p className="page-hero__eyebrow" data-nosnippet="">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="page-hero__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
