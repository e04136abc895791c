import type { Route } from "./+types/technology.chip";
import { Section } from "#app/components/section";
import { FullVideoDialog } from "#app/components/video-dialog";
import { chipSections } from "#app/sections/chip.server";
import { shownContentIn } from "#app/content/load.server";
import { chipsIn } from "#app/content/technology.server";
import { requestLocale } from "#app/i18n/paths";
import { requestPage } from "#app/site/request-page";
import { seoMeta } from "#app/site/seo";
import { gatewayPageOf } from "#app/site/technology";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";

/**
 * The page up to the user manual is markup rendered on the server, which the browser keeps; the manual's video dialog
 * is the one part with behaviour.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  const page = requestPage(args.request);
  const chip = chipsIn(locale).find((entry) => entry.page === page);
  if (!chip) throw new Error(`No chip is presented at ${page}`);
  const { name } = shownContentIn("businessAreas", locale).find((entry) => entry.id === chip.area)!;
  const { id, tagline, video } = chip;
  const manual = { title: video.manualTitle, text: video.manualText };
  return keepRenderedSections(args, { id, name: chip.name, tagline, manual }, chipSections({ chip, area: { name, page: gatewayPageOf[chip.area] } }));
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seoMeta(args, { title: args.loaderData.name, description: args.loaderData.tagline }) : [];

export default function ChipPage({ loaderData: { id, manual, chip } }: Route.ComponentProps) {
  return (
    <>
      <KeptHtml name="chip" html={chip} />
      <Section title={manual.title} className="section--tinted">
        <p>{manual.text}</p>
        <FullVideoDialog productId={id} title={manual.title} />
      </Section>
    </>
  );
}
