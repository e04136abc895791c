import { logoMark } from "#app/site/logo-mark";
import { useLanguage } from "#app/shell/use-language";

/** The company logo: a crescent moon over a rising line, and the wordmark. */
export function Logo({ title }: { title?: string }) {
  const { company } = useLanguage();
  const { wordmark } = logoMark;
  return (
    <svg className="logo" viewBox={`0 0 ${logoMark.width} ${logoMark.height}`} width={logoMark.width} height={logoMark.height} role={title ? "img" : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <path fill={logoMark.gold} d={logoMark.crescent} />
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d={logoMark.road} />
      <text x={wordmark.x} y={wordmark.y} fill="currentColor" fontFamily="'Pretendard Variable', Pretendard, sans-serif" fontSize={wordmark.size} fontWeight={wordmark.weight} letterSpacing={wordmark.letterSpacing}>{company.wordmark}</text>
    </svg>
  );
}
