import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { FormattedDate } from "./formatted-date";
import { Prose } from "./prose";

/** `date` (YYYY-MM-DD) is shown beside the title of an article that is dated, as a notice is. */
type Section = { id: string; title: string; html: string; date?: string };

/**
 * Articles that open one at a time: `<details name>` with the heading inside its summary, so it works by
 * keyboard and without JavaScript, and the browser opens a closed article when the address points into it
 * (`#article-3`). Printing shows every article (see the print styles). The effect covers what the browser does
 * not: a link followed within the site, which scrolls without a fragment navigation. `extras` adds content
 * below a section's text, such as contact details from the company's identity.
 */
export function ArticleAccordion({ name, sections, extras = {} }: { name: string; sections: readonly Section[]; extras?: Record<string, React.ReactNode> }) {
  const { hash } = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const isFirstRun = useRef(true);
  useEffect(() => {
    const firstRun = isFirstRun.current;
    isFirstRun.current = false;
    const id = decodeURIComponent(hash.slice(1));
    if (!id || !sections.some((section) => section.id === id)) return;
    const panel = rootRef.current?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
    const details = panel?.closest("details");
    if (!details || !panel) return;
    // On the first load the browser opened the article before hydration; another one open now is the visitor's choice.
    const openArticle = rootRef.current?.querySelector("details[open]");
    if (firstRun && openArticle && openArticle !== details) return;
    details.open = true;
    panel.scrollIntoView({ block: "start" });
  }, [hash, sections]);
  return (
    <div className="accordion" ref={rootRef}>
      {sections.map((section) => (
        <details key={section.id} name={name} className="accordion__item">
          <summary className="accordion__summary">
            <h3 className="accordion__title">{section.title}</h3>
            {section.date ? (
              <span className="accordion__date">
                <FormattedDate iso={section.date} />
              </span>
            ) : null}
          </summary>
          <div id={section.id} className="accordion__panel">
            <Prose html={section.html} />
            {extras[section.id]}
          </div>
        </details>
      ))}
    </div>
  );
}
