import { geoContains } from "d3-geo";
import { feature } from "topojson-client";
import { describe, expect, it } from "vitest";
import { locales } from "#app/i18n/locales";
import { BADGE_RADIUS, DOT_RADIUS, type Box } from "#app/site/office-map";
import { landTopology, officeMap } from "./office-map.server";
import { contentIn } from "#app/content/load.server";

const mapIn = (locale: (typeof locales)[number]) =>
  officeMap(contentIn("offices", locale).map(({ id, title, coordinates }, index) => ({ id, title, number: index + 1, ...coordinates })));

const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
const within = (box: Box, width: number, height: number) => box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;

describe("the offices map", () => {
  it("projects every office inside its drawing, on land or on the coast beside it", () => {
    const topology = landTopology();
    const land = feature(topology, topology.objects.land!);
    // Natural Earth's 1:110m coast is coarse: a port city (Dalian) may lie a little off it.
    const near = [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]];
    for (const office of contentIn("offices", "en")) {
      const { latitude, longitude } = office.coordinates;
      expect(near.some(([dLon, dLat]) => geoContains(land, [longitude + dLon!, latitude + dLat!])), office.id).toBe(true);
    }
    const map = mapIn("en");
    for (const { id, at } of map.offices) expect(within({ x: at.x, y: at.y, width: 0, height: 0 }, map.width, map.height), id).toBe(true);
  });

  it.each(locales)("places the labels and the badges in %s inside the map, clear of each other and of every marker", (locale) => {
    const map = mapIn(locale);
    const badgeBox = ({ x, y }: { x: number; y: number }) => ({ x: x - BADGE_RADIUS, y: y - BADGE_RADIUS, width: 2 * BADGE_RADIUS, height: 2 * BADGE_RADIUS });
    for (const [index, office] of map.offices.entries()) {
      expect(within(office.label, map.width, map.height), office.id).toBe(true);
      expect(within(badgeBox(office.badge), map.width, map.height), office.id).toBe(true);
      for (const other of map.offices.slice(index + 1)) {
        expect(apart(office.label, other.label), `${office.id} and ${other.id}`).toBe(true);
        expect(apart(badgeBox(office.badge), badgeBox(other.badge)), `${office.id} and ${other.id}`).toBe(true);
      }
      for (const { id, at } of map.offices) {
        const dot = { x: at.x - DOT_RADIUS, y: at.y - DOT_RADIUS, width: 2 * DOT_RADIUS, height: 2 * DOT_RADIUS };
        expect(apart(office.label, dot), `${office.id}'s label and ${id}'s marker`).toBe(true);
        if (id !== office.id) expect(apart(badgeBox(office.badge), dot), `${office.id}'s badge and ${id}'s marker`).toBe(true);
      }
    }
  });
});
