import { useSite } from "#app/shell/use-site";

/** A run of Hangul (with the spaces and word joiners inside it), split out with its capture. */
const HANGUL_RUN = /(\p{Script=Hangul}(?:[\p{Script=Hangul}\s\u2060]*\p{Script=Hangul})?)/u;

/** Text in the page's language, with any Korean in it ("ダルビット（달빛）") marked as Korean for screen readers and fonts. */
function WithKoreanMarked({ text }: { text: string }) {
  const { locale } = useSite();
  if (locale === "ko") return text;
  return text.split(HANGUL_RUN).map((part, index) => (index % 2 === 1 ? <span key={index} lang="ko">{part}</span> : part));
}

export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {items.map((text) => (
        <p key={text}>
          <WithKoreanMarked text={text} />
        </p>
      ))}
    </div>
  );
}
