import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { geoGraticule, geoNaturalEarth1, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { feature } from "topojson-client";
import type { Topology } from "topojson-specification";
import { BADGE_RADIUS, DOT_RADIUS, LABEL_FONT, LABEL_PAD, NUMBER_GAP, NUMBER_RADIUS, type Box, type Leader, type MapOffice, type OfficeMapDrawing, type PlacedOffice, type Point } from "#app/site/office-map";

/**
 * The global network page's map, drawn on the server from Natural Earth's 1:110m land (world-atlas) in a Natural
 * Earth projection cropped to the part of Eurasia that holds every office. Each office gets two placements, worked out
 * here so that nothing overlaps whatever the map's width: a label with its number and name where the map is wide,
 * and a numbered badge where it is narrow (the page's list carries the same numbers).
 */
const require = createRequire(import.meta.url);

export const MAP_WIDTH = 1000;
/** The crop, in degrees: Paris to east of Tokyo, Singapore to north of Munich, with sea around the labels. */
const CROP = { west: -14, east: 162, south: -7, north: 57 };

const LABEL_HEIGHT = 24;

const projection = (() => {
  const outline: GeoPermissibleObjects = {
    type: "MultiPoint",
    coordinates: Array.from({ length: 89 }, (_, step) => CROP.west + ((CROP.east - CROP.west) * step) / 88).flatMap((lon) => [
      [lon, CROP.south],
      [lon, CROP.north],
    ]),
  };
  const fitted = geoNaturalEarth1().rotate([-(CROP.west + CROP.east) / 2, 0]).fitWidth(MAP_WIDTH, outline);
  const [[, top], [, bottom]] = geoPath(fitted).bounds(outline);
  const [tx, ty] = fitted.translate();
  return { fitted: fitted.translate([tx, ty - top]), height: Math.ceil(bottom - top) };
})();

export const MAP_HEIGHT = projection.height;

/** Where a place lies on the map, in its units. */
export function project(latitude: number, longitude: number): Point {
  const point = projection.fitted([longitude, latitude]);
  if (!point) throw new Error(`${latitude}, ${longitude} cannot be projected`);
  return { x: point[0], y: point[1] };
}

export const landTopology = (): Topology => JSON.parse(readFileSync(require.resolve("world-atlas/land-110m.json"), "utf8"));

/** The map's land, sea and graticule as an SVG file, which the page's markers lie over in the same units. */
export function officeMapBase(): string {
  const topology = landTopology();
  const clipped = projection.fitted.clipExtent([[0, 0], [MAP_WIDTH, MAP_HEIGHT]]);
  const path = geoPath(clipped).digits(1);
  const land = path(feature(topology, topology.objects.land!)) ?? "";
  const graticule = path(geoGraticule().step([20, 20])()) ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}"><rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#eef3fa"/><path d="${graticule}" fill="none" stroke="#d8e0ec" stroke-width="0.6"/><path d="${land}" fill="#cdd6e4" stroke="#ffffff" stroke-width="0.6"/></svg>`;
}

/** Label text is measured in the brand font (Pretendard SemiBold); a CJK character is a full em in every CJK face. */
let labelFont: ReturnType<typeof fontkit.create> | undefined;
export function textWidth(text: string, size: number): number {
  labelFont ??= fontkit.create(readFileSync(require.resolve("pretendard/dist/public/static/Pretendard-SemiBold.otf")));
  const font = labelFont;
  let em = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const fullWidth = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u.test(character);
    em += fullWidth || !font.hasGlyphForCodePoint(codePoint) ? 1 : font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
  }
  return em * size;
}

const overlaps = (a: Box, b: Box, gap: number) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

const circleMeetsBox = (centre: Point, radius: number, box: Box) => {
  const dx = centre.x - Math.max(box.x, Math.min(centre.x, box.x + box.width));
  const dy = centre.y - Math.max(box.y, Math.min(centre.y, box.y + box.height));
  return dx * dx + dy * dy < radius * radius;
};

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

function segmentMeetsBox(from: Point, to: Point, box: Box): boolean {
  if (circleMeetsBox(from, 0.01, box) || circleMeetsBox(to, 0.01, box)) return true;
  const corners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  return corners.some((corner, index) => segmentsCross(from, to, corner, corners[(index + 1) % 4]!));
}

/** Directions tried around a marker, in degrees clockwise from east: beside it first, then above and below it. */
const DIRECTIONS = [0, 180, -30, 30, -150, 150, -60, 60, -120, 120, -90, 90, -15, 15, -165, 165, -45, 45, -135, 135, -75, 75, -105, 105];
const DISTANCES = [7, 22, 40, 60, 84, 110, 140, 175, 215];

/** The box of a `width` × `height` label whose side facing the marker at `at` lies `distance` away towards `angle`. */
function boxToward(at: Point, angle: number, distance: number, width: number, height: number): Box {
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  const anchor = { x: at.x + distance * cos, y: at.y + distance * sin };
  const x = cos > 0.3 ? anchor.x : cos < -0.3 ? anchor.x - width : anchor.x - width / 2;
  const y = sin > 0.3 ? anchor.y : sin < -0.3 ? anchor.y - height : anchor.y - height / 2;
  return { x, y, width, height };
}

const nearestPointOf = (box: Box, to: Point): Point => ({
  x: Math.max(box.x, Math.min(to.x, box.x + box.width)),
  y: Math.max(box.y, Math.min(to.y, box.y + box.height)),
});

/** The offices in the order they are placed: those with most neighbours first, so the crowded ones choose first. */
function crowdedFirst<T extends { at: Point; number: number }>(offices: readonly T[], radius: number): T[] {
  const neighbours = (office: T) => offices.filter((other) => other !== office && Math.hypot(other.at.x - office.at.x, other.at.y - office.at.y) < radius).length;
  return offices.toSorted((a, b) => neighbours(b) - neighbours(a) || a.number - b.number);
}

const MARGIN = 4;
const inside = (box: Box) => box.x >= MARGIN && box.y >= MARGIN && box.x + box.width <= MAP_WIDTH - MARGIN && box.y + box.height <= MAP_HEIGHT - MARGIN;

function placeLabels(offices: readonly (MapOffice & { at: Point })[]) {
  const placed = new Map<string, PlacedOffice["label"]>();
  const dots = offices.map((office) => office.at);
  for (const office of crowdedFirst(offices, 160)) {
    const textSize = textWidth(office.title, LABEL_FONT);
    const width = LABEL_PAD + NUMBER_RADIUS * 2 + NUMBER_GAP + textSize + LABEL_PAD;
    const candidates = DISTANCES.flatMap((distance) => DIRECTIONS.map((angle) => ({ distance, box: boxToward(office.at, angle, distance, width, LABEL_HEIGHT) })));
    const leaderTo = ({ distance, box }: { distance: number; box: Box }): Leader => (distance > DISTANCES[0]! ? { from: office.at, to: nearestPointOf(box, office.at) } : null);
    const chosen = candidates.find((candidate) => {
      const { box } = candidate;
      const leader = leaderTo(candidate);
      return (
        inside(box) &&
        dots.every((dot) => !circleMeetsBox(dot, DOT_RADIUS + 3, box)) &&
        [...placed.values()].every(
          (other) =>
            !overlaps(box, other, 4) &&
            !(leader && segmentMeetsBox(leader.from, leader.to, other)) &&
            !(other.leader && segmentMeetsBox(other.leader.from, other.leader.to, box)) &&
            !(leader && other.leader && segmentsCross(leader.from, leader.to, other.leader.from, other.leader.to)),
        ) &&
        !(leader && dots.some((dot) => dot !== office.at && segmentMeetsBox(leader.from, leader.to, { x: dot.x - DOT_RADIUS, y: dot.y - DOT_RADIUS, width: DOT_RADIUS * 2, height: DOT_RADIUS * 2 })))
      );
    });
    if (!chosen) throw new Error(`The office map has no room for the label of ${office.id}`);
    placed.set(office.id, { ...chosen.box, textWidth: textSize, leader: leaderTo(chosen) });
  }
  return placed;
}

const squareAround = (centre: Point): Box => ({ x: centre.x - BADGE_RADIUS, y: centre.y - BADGE_RADIUS, width: 2 * BADGE_RADIUS, height: 2 * BADGE_RADIUS });

function placeBadges(offices: readonly (MapOffice & { at: Point })[]) {
  const placed = new Map<string, PlacedOffice["badge"]>();
  const dots = offices.map((office) => office.at);
  const rings = [0, ...DISTANCES.map((distance) => BADGE_RADIUS + distance)];
  for (const office of crowdedFirst(offices, 4 * BADGE_RADIUS)) {
    const candidates = rings.flatMap((distance) =>
      (distance === 0 ? [0] : DIRECTIONS).map((angle) => ({
        x: office.at.x + distance * Math.cos((angle * Math.PI) / 180),
        y: office.at.y + distance * Math.sin((angle * Math.PI) / 180),
        distance,
      })),
    );
    const leaderTo = (centre: Point & { distance: number }): Leader => (centre.distance === 0 ? null : { from: office.at, to: { x: centre.x, y: centre.y } });
    const chosen = candidates.find((centre) => {
      const box = squareAround(centre);
      const leader = leaderTo(centre);
      return (
        inside(box) &&
        dots.every((dot) => dot === office.at || Math.hypot(dot.x - centre.x, dot.y - centre.y) > BADGE_RADIUS + DOT_RADIUS + 3) &&
        [...placed.values()].every(
          (other) =>
            !overlaps(box, squareAround(other), 4) &&
            !(leader && segmentMeetsBox(leader.from, leader.to, squareAround(other))) &&
            !(other.leader && segmentMeetsBox(other.leader.from, other.leader.to, box)),
        )
      );
    });
    if (!chosen) throw new Error(`The office map has no room for the badge of ${office.id}`);
    placed.set(office.id, { x: chosen.x, y: chosen.y, leader: leaderTo(chosen) });
  }
  return placed;
}

/** The map with each office's marker, label and badge placed; `offices` in the order (and with the numbers) of the page's list. */
export function officeMap(offices: readonly MapOffice[]): OfficeMapDrawing {
  const projected = offices.map((office) => ({ ...office, at: project(office.latitude, office.longitude) }));
  const labels = placeLabels(projected);
  const badges = placeBadges(projected);
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    offices: projected.map((office) => ({ ...office, label: labels.get(office.id)!, badge: badges.get(office.id)! })),
  };
}
