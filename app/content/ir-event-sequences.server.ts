import { createHash } from "node:crypto";
import type { IrEvent, IrEventSequences } from "./schemas";

/**
 * Calendar programs keep a subscribed event they already have unless its SEQUENCE went up, so an event that changes
 * must be published with a higher one. The record keeps, for each event, its SEQUENCE and a digest of everything the
 * calendar says about it (in every language, as the schema parsed it): content that no longer matches its digest has
 * changed since the record was written.
 */
export function eventDigest(event: IrEvent): string {
  return createHash("sha256").update(JSON.stringify(event)).digest("hex").slice(0, 16);
}

/** The record after `events`: an unchanged event keeps its SEQUENCE, a changed one gets the next, a new one 0. */
export function nextSequences(events: readonly IrEvent[], record: IrEventSequences): IrEventSequences {
  const next = { ...record };
  for (const event of events) {
    const digest = eventDigest(event);
    const known = record[event.id];
    if (known?.digest !== digest) next[event.id] = { sequence: known ? known.sequence + 1 : 0, digest };
  }
  return next;
}

/** Events whose content the record does not describe: the build stops until the record is written anew. */
export function sequenceProblems(events: readonly IrEvent[], record: IrEventSequences): string[] {
  return events
    .filter((event) => record[event.id]?.digest !== eventDigest(event))
    .map((event) => `IR event ${event.id} is new or changed: run \`npx tsx scripts/ir-event-sequences.ts\` and commit content/ir/event-sequences.json, so that calendars take the change`);
}
