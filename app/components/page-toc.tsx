import { useLanguage } from "#app/shell/use-language";

/** The sections of a long page, as links to their anchors, under the page's hero. */
export function PageToc({ sections }: { sections: readonly { id: string; title: string }[] }) {
  const { t } = useLanguage();
  return (
    <nav className="container page-toc" aria-label={t("site.onThisPage")}>
      <ul>
        {sections.map(({ id, title }) => (
          <li key={id}><a href={`#${id}`}>{title}</a></li>
        ))}
      </ul>
    </nav>
  );
}
