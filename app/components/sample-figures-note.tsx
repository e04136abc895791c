import { useLanguage } from "#app/shell/use-language";

/**
 * The one note that a page's figures are samples (`sampleFigures` in its content), shown directly under the page's
 * hero and its own navigation. It has no behaviour: pages render it on the server and the browser keeps the markup,
 * so it costs no JavaScript. Its words are not the page's own text, so search excerpts leave them out.
 */
export function SampleFiguresNote() {
  const { t } = useLanguage();
  return (
    <div className="container">
      <p className="sample-figures-note" role="note" data-nosnippet="">
        <svg className="sample-figures-note__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7.2v4.3M8 4.6v.1" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        {t("content.sampleFigures")}
      </p>
    </div>
  );
}
