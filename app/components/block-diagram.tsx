import type { CSSProperties } from "react";

type Block = { id: string; group: "compute" | "media" | "io" | "safety" | "memory"; label: string };

/** The most blocks a row holds on a tablet and on a desktop; on a phone the blocks stack, one a row. */
const MAX_PER_ROW = { medium: 3, wide: 4 } as const;

/**
 * The sizes of the rows that hold `count` blocks, at most `max` a row, as even as they can be: ten blocks at four a
 * row are 4 + 3 + 3, never 4 + 4 + 2 nor a block alone on the last row.
 */
export function rowSizes(count: number, max: number): number[] {
  const rows = Math.ceil(count / max);
  return Array.from({ length: rows }, (_, row) => Math.floor(count / rows) + (row < count % rows ? 1 : 0));
}

/** Each block's share of a 12-column row, in order, when the rows are `sizes`. */
function spans(sizes: number[]): number[] {
  return sizes.flatMap((size) => Array.from({ length: size }, () => 12 / size));
}

/**
 * A chip's block diagram drawn from its content: blocks coloured by function above the on-chip bus they share (the list's last, drawn line). The
 * blocks are HTML text, so they stay readable at every width: laid out in even rows on wider screens, stacked on a
 * phone. A list, so that a screen reader reads the blocks too; the caption says in words how they connect.
 */
export function BlockDiagram({ name, description, blocks }: { name: string; description: string; blocks: readonly Block[] }) {
  const medium = spans(rowSizes(blocks.length, MAX_PER_ROW.medium));
  const wide = spans(rowSizes(blocks.length, MAX_PER_ROW.wide));
  return (
    <figure className="block-diagram">
      <ul className="block-diagram__blocks" aria-label={name}>
        {blocks.map((block, index) => (
          <li
            key={block.id}
            className={`block-diagram__block block-diagram__block--${block.group}`}
            style={{ "--span-medium": medium[index], "--span-wide": wide[index] } as CSSProperties}
          >
            {block.label}
          </li>
        ))}
      </ul>
      <figcaption>{description}</figcaption>
    </figure>
  );
}
