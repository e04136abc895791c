import { LeadershipTeam } from "#app/components/leadership-team";
import type { Locale } from "#app/i18n/locales";
import { shownContentIn, contentIn } from "#app/content/load.server";
import { missingUploads, uploadedImageView } from "#app/content/uploads.server";

/** Initials from a name as English writes it ("Seo-yun Han" → "SH"): one alphabet for the monograms in every language. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/** The leadership page's team, which has no behaviour in the browser, for `keepRenderedSections`: each portrait sized from its file. */
export function leadershipSections(locale: Locale) {
  const inEnglish = contentIn("leadership", "en").team;
  const missing = missingUploads(inEnglish.flatMap((member) => (member.portrait ? [member.portrait] : [])));
  if (missing.length > 0) throw new Error(`content/leadership.json names portraits that are not uploaded: ${missing.join(", ")}`);
  const members = shownContentIn("leadership", locale).team.map(({ portrait, ...member }, index) => {
    const image = portrait ? uploadedImageView(portrait, "") : undefined;
    return { ...member, initials: initialsOf(inEnglish[index]!.name), ...(image ? { portrait: { src: image.src, width: image.width, height: image.height } } : {}) };
  });
  return { team: <LeadershipTeam members={members} /> };
}
