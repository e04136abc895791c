import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";

/** The code under test: the commit's tree, or nothing outside a Git checkout. */
function codeId(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD^{tree}"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

/**
 * The seed of one test's generated cases: FUZZ_SEED when set, else one drawn from the code under test and the test's
 * name. The same code always draws the same cases, so a run cannot pass or fail by chance; a change of the code draws
 * new ones. A failure names its seed (`repeatWith`); a case it finds becomes a fixed case of the test's file.
 */
export function fuzzSeed(test: string): number {
  if (process.env.FUZZ_SEED) return Number(process.env.FUZZ_SEED);
  return createHash("sha256").update(`${codeId()} ${test}`).digest().readUInt32BE(0) % 2 ** 31;
}

/** What a failure of a generated test says, so that its cases can be drawn again. */
export const repeatWith = (seed: number) => `generated with seed ${seed}: FUZZ_SEED=${seed} draws the same cases`;
