import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { ContentProblem } from "./content-problems";
import { irEventContentSchema, irEventSchema, type IrEvent, type IrEventContent } from "./schemas";

/**
 * Calendar programs keep a subscribed event they already have unless its SEQUENCE went up, so an event that changes
 * must be published with a higher one. Each event keeps its SEQUENCE and a digest of everything the calendar says about
 * it (in every language, as the schema parses it): content that no longer matches its digest has changed since.
 * The digest is computed the same way in Node and in the content editor's browser.
 */
export function eventDigest(content: IrEventContent): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(irEventContentSchema.parse(content))))).slice(0, 16);
}

/** An event as it is to be published: unchanged it stays, changed its SEQUENCE goes up by one, new it starts at 0. */
export function revisedEvent(event: IrEventContent & { calendar?: IrEvent["calendar"] }): IrEvent {
  const { calendar, ...content } = event;
  const digest = eventDigest(content);
  if (calendar?.digest === digest) return { ...content, calendar };
  return { ...content, calendar: { sequence: calendar ? calendar.sequence + 1 : 0, digest } };
}

/** Events whose content their digest does not describe: the build stops until they are revised. */
export function unrevisedEvents(events: readonly IrEvent[]): ContentProblem[] {
  return events.flatMap(({ calendar, ...content }, index) =>
    calendar.digest === eventDigest(content)
      ? []
      : [
          {
            file: "content/ir/events.json",
            field: `events[${index}].calendar.digest`,
            value: JSON.stringify(calendar.digest),
            rule: `does not describe event ${content.id} as it is now: it changed by hand; run \`npx tsx scripts/ir-event-revisions.ts\` (or save it in the content editor), so that calendars take the change`,
          },
        ],
  );
}

/** An event as someone edited it: a new one has no SEQUENCE yet. */
export const editedEventSchema = irEventContentSchema.extend({ calendar: irEventSchema.shape.calendar.optional() });

/**
 * The events file as it is to be saved, each event revised (`revisedEvent`). An event that is not valid is left as it
 * is, for the file's schema to refuse.
 */
export function revisedEventsFile(file: unknown): unknown {
  const events = (file as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return file;
  const revised = events.map((event: unknown) => {
    const edited = editedEventSchema.safeParse(event);
    return edited.success ? revisedEvent(edited.data) : event;
  });
  return { ...(file as object), events: revised };
}
