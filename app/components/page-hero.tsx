import type { ReactNode } from "react";

/** The top of every content page: the area it belongs to, its one `h1`, a lead sentence, and a picture beside them on a product page. */
export function PageHero({ eyebrow, title, lead, media }: { eyebrow?: string; title: string; lead?: string; media?: ReactNode }) {
  const text = (
    <>
      {/* The area is a search result's trail already: not part of the page's own text (scripts/search-documents.ts). */}
      {eyebrow ? <p className="page-hero__eyebrow" data-nosnippet="">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className="page-hero__lead">{lead}</p> : null}
    </>
  );
  return (
    <header className={media ? "page-hero page-hero--media" : "page-hero"}>
      {media ? (
        <div className="container">
          <div>{text}</div>
          {media}
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </header>
  );
}
