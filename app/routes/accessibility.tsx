import type { Route } from "./+types/accessibility";
import { PageHero } from "#app/components/page-hero";
import { accessibilitySections } from "#app/sections/accessibility.server";
import { requestLocale } from "#app/i18n/paths";
import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

export async function loader(args: Route.LoaderArgs) {
  return keepRenderedSections(args, {}, accessibilitySections(requestLocale(args.request)));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "accessibility");

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <PageHero title={pageTitle(t, "accessibility")} lead={t(pageDescriptionKey("accessibility"))} />
      <KeptHtml name="statement" html={loaderData.statement} />
    </>
  );
}
