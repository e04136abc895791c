import { expect, test } from "vitest";
import { rowSizes } from "./block-diagram";

test("a block diagram's rows are as even as they can be and never leave a block alone beside rows of several", () => {
  expect(rowSizes(10, 4)).toEqual([4, 3, 3]);
  expect(rowSizes(10, 3)).toEqual([3, 3, 2, 2]);
  expect(rowSizes(9, 4)).toEqual([3, 3, 3]);
  expect(rowSizes(4, 3)).toEqual([2, 2]);
  for (let count = 4; count <= 12; count += 1) {
    for (const max of [3, 4]) {
      const sizes = rowSizes(count, max);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
      expect(Math.min(...sizes)).toBeGreaterThan(1);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(max);
    }
  }
});
