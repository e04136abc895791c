import { OfficeMap } from "#app/components/office-map";
import { useLanguage } from "#app/shell/use-language";
import { officeMap } from "#app/files/office-map.server";
import type { OfficeMapDrawing } from "#app/site/office-map";

type ListedOffice = { id: string; title: string; coordinates: { latitude: number; longitude: number } };

/** The global network page's map, which has no behaviour in the browser, for `keepRenderedSections`; `offices` in the list's order. */
export function officeMapSection(offices: readonly ListedOffice[]) {
  const map = officeMap(offices.map(({ id, title, coordinates }, index) => ({ id, title, number: index + 1, ...coordinates })));
  return { officeMap: <TitledOfficeMap map={map} /> };
}

function TitledOfficeMap({ map }: { map: OfficeMapDrawing }) {
  const { t } = useLanguage();
  return <OfficeMap map={map} title={t("global.map.label", { count: map.offices.length })} />;
}
