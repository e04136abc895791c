import { useSite } from "#app/shell/use-site";

/** The company logo: a crescent moon over a rising line, and the wordmark. */
export function Logo({ title }: { title?: string }) {
  const { company } = useSite();
  return (
    <svg className="logo" viewBox="0 0 168 40" width="168" height="40" role={title ? "img" : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <path fill="#F2C94C" d="M20 4a16 16 0 1 0 13.9 24A13 13 0 1 1 20 4Z" />
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 31c6-3 10-3 14 0s8 3 14 0" />
      <text x="44" y="27" fill="currentColor" fontFamily="'Pretendard Variable', Pretendard, sans-serif" fontSize="20" fontWeight="800" letterSpacing="3">{company.wordmark}</text>
    </svg>
  );
}
