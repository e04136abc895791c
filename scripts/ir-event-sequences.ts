/**
 * Writes content/ir/event-sequences.json after an edit of content/ir/events.json: each changed event's SEQUENCE goes up
 * by one, a new event starts at 0, the others stay. Run it once per edit and commit both files together.
 */
import { readFile, writeFile } from "node:fs/promises";
import { nextSequences } from "#app/content/ir-event-sequences.server";
import { irEventSequencesSchema, irEventsSchema } from "#app/content/schemas";

const RECORD = "content/ir/event-sequences.json";
const events = irEventsSchema.parse(JSON.parse(await readFile("content/ir/events.json", "utf8")));
const record = irEventSequencesSchema.parse(JSON.parse(await readFile(RECORD, "utf8").catch(() => "{}")));
const next = nextSequences(events, record);
for (const [id, entry] of Object.entries(next)) {
  if (record[id]?.sequence !== entry.sequence) console.log(`${id}: SEQUENCE ${entry.sequence}`);
}
await writeFile(RECORD, `${JSON.stringify(next, null, 2)}\n`);
