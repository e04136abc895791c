/** White marks on a series' colour, one 8-unit tile of each. */
const patternMarks = {
  solid: null,
  diagonal: <path d="M-2 2l4-4M0 8l8-8M6 10l4-4" stroke="#fff" strokeWidth="1.5" />,
  dots: <circle cx="4" cy="4" r="1.4" fill="#fff" />,
  cross: <path d="M0 4h8M4 0v8" stroke="#fff" strokeWidth="1.2" />,
  horizontal: <path d="M0 2h8M0 6h8" stroke="#fff" strokeWidth="1.2" />,
};

/**
 * A chart series' colour (at least 3:1 against the white page) and pattern, so that colour is never the only way to
 * tell two series apart.
 */
export type SeriesStyle = { colour: string; pattern: keyof typeof patternMarks };

/** The tile a series' shapes are filled with, as `url(#id)`, in the chart's and in its legend's swatches. */
export function PatternTile({ id, style }: { id: string; style: SeriesStyle }) {
  return (
    <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
      <rect width="8" height="8" fill={style.colour} />
      {patternMarks[style.pattern]}
    </pattern>
  );
}

/** A chart's legend: each series' swatch and name, and its value where the chart has one per series. */
export function ChartLegend({ items }: { items: { id: string; fill: string; label: string; value?: string }[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.id}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20"><rect width="20" height="20" rx="4" fill={item.fill} /></svg>
          <span>{item.label}</span>
          {item.value === undefined ? null : <span className="chart-legend__value">{item.value}</span>}
        </li>
      ))}
    </ul>
  );
}
