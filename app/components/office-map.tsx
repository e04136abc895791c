import { BADGE_FONT, BADGE_RADIUS, DOT_RADIUS, LABEL_FONT, LABEL_PAD, NUMBER_GAP, NUMBER_RADIUS, OFFICE_MAP_BASE_PATH, officeAnchor, type Leader, type OfficeMapDrawing } from "#app/site/office-map";

function LeaderLine({ leader }: { leader: Leader }) {
  return leader ? <line className="office-map__leader" x1={leader.from.x} y1={leader.from.y} x2={leader.to.x} y2={leader.to.y} /> : null;
}

/**
 * The markers' look, with the map rather than in the site's stylesheet, which every page loads before its first
 * paint: from 960 px each marker has a label with its number and name; below, a numbered badge, which the layout
 * placed at its phone size and which shrinks around its centre where the map is wider.
 */
const MAP_STYLE = `
.office-map__leader { stroke: var(--navy); stroke-width: 1; }
.office-map__dot { fill: var(--yellow); stroke: var(--navy); stroke-width: 1.5; }
.office-map__label rect { fill: #fff; stroke: var(--navy); stroke-width: 0.8; }
.office-map__label text { fill: var(--navy); }
.office-map__label .office-map__number { fill: var(--navy); }
.office-map__label .office-map__number-text, .office-map__badge text { fill: #fff; font-weight: 700; }
.office-map__badge circle { fill: var(--navy); stroke: #fff; stroke-width: 2; }
.office-map__office:is(:hover, :focus-visible) .office-map__label rect { fill: var(--navy); }
.office-map__office:is(:hover, :focus-visible) .office-map__label text { fill: #fff; }
.office-map__office:is(:hover, :focus-visible) .office-map__label .office-map__number { fill: var(--yellow); }
.office-map__office:is(:hover, :focus-visible) :is(.office-map__label .office-map__number-text, .office-map__badge text) { fill: var(--navy); }
.office-map__office:is(:hover, :focus-visible) .office-map__badge circle { fill: var(--yellow); stroke: var(--navy); }
.office-map__office:is(:hover, :focus-visible) .office-map__dot { fill: var(--navy); }
.office-map__office:focus-visible { outline: none; }
.office-map__office:focus-visible :is(.office-map__label rect, .office-map__badge circle) { stroke: var(--blue); stroke-width: 3; }
.office-map__badge { display: none; }
.office-map__badge-mark { transform-box: fill-box; transform-origin: center; }
@media (max-width: 959px) { .office-map__label { display: none; } .office-map__badge { display: inline; } }
@media (min-width: 600px) and (max-width: 959px) { .office-map__badge-mark { transform: scale(0.75); } }
`;

/**
 * The offices on a map, each marker a link to its entry in the list (the list is the map's text equivalent). Where the
 * map is wide a marker has a label with its number and name; where it is narrow, a numbered badge (`MAP_STYLE`). A
 * marker is named by its number and name, as its label reads (the space before the name keeps the two words apart).
 */
export function OfficeMap({ map, title }: { map: OfficeMapDrawing; title: string }) {
  const number = { x: LABEL_PAD + NUMBER_RADIUS, baseline: LABEL_FONT * 0.36 };
  return (
    <div className="office-map">
      <img src={OFFICE_MAP_BASE_PATH} width={map.width} height={map.height} alt="" loading="lazy" decoding="async" />
      <svg viewBox={`0 0 ${map.width} ${map.height}`} role="group" aria-labelledby="office-map-title">
        <title id="office-map-title">{title}</title>
        <style>{MAP_STYLE}</style>
        {map.offices.map(({ id, number: n, title: name, at, label, badge }) => (
          <a key={id} href={`#${officeAnchor(id)}`} className="office-map__office" aria-label={`${n} ${name}`}>
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
                {` ${name}`}
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
    </div>
  );
}
