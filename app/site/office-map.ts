/** The id of an office's entry in the global network page's list, which its marker on the map links to. */
export const officeAnchor = (id: string) => `office-${id}`;

/** The global network map's land and sea, drawn at build time as a file of its own that the page's markers lie over. */
export const OFFICE_MAP_BASE_PATH = "/images/offices-map.svg";

/**
 * The map's drawing (app/files/office-map.server.ts), as the page draws it (app/components/office-map.tsx), in the map's
 * units. A label's type size: 11.4 px where the map is narrowest, 844 px, with labels.
 */
export const LABEL_FONT = 13.5;
export const LABEL_PAD = 7;
export const NUMBER_RADIUS = 9.5;
export const NUMBER_GAP = 6;
/** A badge's number size in the map's units: at least 11 px at 390 px, where the floating buttons' column narrows the map. */
export const BADGE_FONT = 36;
export const BADGE_RADIUS = 25;
export const DOT_RADIUS = 4.5;

export type Point = { x: number; y: number };
export type Box = { x: number; y: number; width: number; height: number };
export type Leader = { from: Point; to: Point } | null;

export type MapOffice = { id: string; number: number; title: string; latitude: number; longitude: number };
export type PlacedOffice = MapOffice & {
  at: Point;
  label: Box & { textWidth: number; leader: Leader };
  badge: Point & { leader: Leader };
};
export type OfficeMapDrawing = { width: number; height: number; offices: PlacedOffice[] };
