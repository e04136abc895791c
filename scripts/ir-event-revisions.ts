/**
 * Revises content/ir/events.json after a hand edit: each changed event's SEQUENCE goes up by one and its digest is
 * written anew, a new event starts at 0, the others stay. The content editor does the same when it saves the file.
 */
import { readFile, writeFile } from "node:fs/promises";
import { editedEventSchema, revisedEventsFile } from "#app/content/ir-event-revisions";
import { irEventsFileSchema } from "#app/content/schemas";

const FILE = "content/ir/events.json";
const before = editedEventSchema.array().parse((JSON.parse(await readFile(FILE, "utf8")) as { events: unknown }).events);
const { events } = irEventsFileSchema.parse(revisedEventsFile({ events: before }));
events.forEach((event, index) => {
  if (event.calendar.digest !== before[index]!.calendar?.digest) console.log(`${event.id}: SEQUENCE ${event.calendar.sequence}`);
});
await writeFile(FILE, `${JSON.stringify({ events }, null, 2)}\n`);
