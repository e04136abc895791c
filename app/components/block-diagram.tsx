import { useId } from "react";

type Block = { id: string; group: "compute" | "media" | "io" | "safety" | "memory"; label: string };

const GROUP_COLOURS: Record<Block["group"], { fill: string; text: string }> = {
  compute: { fill: "#0A1F44", text: "#FFFFFF" },
  media: { fill: "#1F6FEB", text: "#FFFFFF" },
  io: { fill: "#F2C94C", text: "#0A1F44" },
  safety: { fill: "#3A4150", text: "#FFFFFF" },
  memory: { fill: "#F4F6FA", text: "#0A1F44" },
};

const COLUMNS = 3;
const CELL_W = 200;
const CELL_H = 72;
const GAP = 16;

/** A font size at which the label fits its block: CJK glyphs are about 1 em wide, Latin about 0.58. */
function labelSize(label: string): number {
  const ems = [...label].reduce((sum, char) => sum + (/[\u1100-\uFFFF]/.test(char) ? 1 : 0.58), 0);
  return Math.min(15, Math.floor((CELL_W - 16) / ems));
}

/**
 * A chip's block diagram drawn from its content: blocks grouped by function on an on-chip bus.
 * The SVG is an image with a title and a description that say in words what it shows.
 */
export function BlockDiagram({ name, description, blocks }: { name: string; description: string; blocks: readonly Block[] }) {
  const titleId = useId();
  const descId = useId();
  const rows = Math.ceil(blocks.length / COLUMNS);
  const width = COLUMNS * CELL_W + (COLUMNS + 1) * GAP;
  const height = rows * CELL_H + (rows + 1) * GAP + 40;
  return (
    <figure className="block-diagram">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} width="100%">
        <title id={titleId}>{name}</title>
        <desc id={descId}>{description}</desc>
        <rect x="1" y="1" width={width - 2} height={height - 2} rx="14" fill="#FFFFFF" stroke="#D9DEE8" strokeWidth="2" />
        <rect x={GAP} y={height - GAP - 20} width={width - 2 * GAP} height="12" rx="6" fill="#D9DEE8" />
        {blocks.map((block, index) => {
          const x = GAP + (index % COLUMNS) * (CELL_W + GAP);
          const y = GAP + Math.floor(index / COLUMNS) * (CELL_H + GAP);
          const colours = GROUP_COLOURS[block.group];
          return (
            <g key={block.id}>
              <line x1={x + CELL_W / 2} y1={y + CELL_H} x2={x + CELL_W / 2} y2={height - GAP - 14} stroke="#D9DEE8" strokeWidth="3" />
              <rect x={x} y={y} width={CELL_W} height={CELL_H} rx="10" fill={colours.fill} stroke="#0A1F44" strokeWidth="1" />
              <text x={x + CELL_W / 2} y={y + CELL_H / 2} fill={colours.text} fontSize={labelSize(block.label)} fontWeight="600" textAnchor="middle" dominantBaseline="middle">
                {block.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{description}</figcaption>
    </figure>
  );
}
