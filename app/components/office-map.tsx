import { BADGE_FONT, BADGE_RADIUS, DOT_RADIUS, LABEL_FONT, LABEL_PAD, NUMBER_GAP, NUMBER_RADIUS, type Leader, type OfficeMapDrawing } from "#app/content/office-map.server";
import { officeAnchor } from "#app/site/office-anchor";

function LeaderLine({ leader }: { leader: Leader }) {
  return leader ? <line className="office-map__leader" x1={leader.from.x} y1={leader.from.y} x2={leader.to.x} y2={leader.to.y} /> : null;
}

/**
 * The offices on a map, each marker a link to its entry in the list (the list is the map's text equivalent). Where the
 * map is wide a marker has a label with its number and name; where it is narrow, a numbered badge (`app.css`).
 */
export function OfficeMap({ map, title }: { map: OfficeMapDrawing; title: string }) {
  const number = { x: LABEL_PAD + NUMBER_RADIUS, baseline: LABEL_FONT * 0.36 };
  return (
    <svg className="office-map" viewBox={`0 0 ${map.width} ${map.height}`} role="group" aria-labelledby="office-map-title">
      <title id="office-map-title">{title}</title>
      <rect className="office-map__sea" width={map.width} height={map.height} />
      <path className="office-map__graticule" d={map.graticule} />
      <path className="office-map__land" d={map.land} />
      {map.offices.map(({ id, number: n, title: name, at, label, badge }) => (
        <a key={id} href={`#${officeAnchor(id)}`} className="office-map__office" aria-label={name}>
          <g className="office-map__label">
            <LeaderLine leader={label.leader} />
            <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={label.height / 2} />
            <circle className="office-map__number" cx={label.x + number.x} cy={label.y + label.height / 2} r={NUMBER_RADIUS} />
            <text
              className="office-map__number-text"
              x={label.x + number.x}
              y={label.y + label.height / 2 + number.baseline}
              fontSize={LABEL_FONT}
              textAnchor="middle"
              {...(n > 9 ? { textLength: NUMBER_RADIUS * 1.5, lengthAdjust: "spacingAndGlyphs" } : {})}
            >
              {n}
            </text>
            <text x={label.x + number.x + NUMBER_RADIUS + NUMBER_GAP} y={label.y + label.height / 2 + number.baseline} fontSize={LABEL_FONT} textLength={label.textWidth} lengthAdjust="spacingAndGlyphs">
              {name}
            </text>
          </g>
          <g className="office-map__badge">
            <LeaderLine leader={badge.leader} />
          </g>
          <circle className="office-map__dot" cx={at.x} cy={at.y} r={DOT_RADIUS} />
          <g className="office-map__badge office-map__badge-mark">
            <circle cx={badge.x} cy={badge.y} r={BADGE_RADIUS} />
            <text x={badge.x} y={badge.y + BADGE_FONT * 0.36} fontSize={BADGE_FONT} textAnchor="middle">
              {n}
            </text>
          </g>
        </a>
      ))}
    </svg>
  );
}
