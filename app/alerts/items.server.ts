import { boardItems } from "#app/content/boards.server";
import { irContent } from "#app/content/investor-relations.server";
import type { AlertItemContent } from "#app/database/schema.server";
import { pages } from "#app/site/pages";
import type { AlertTopic } from "#app/site/alert-topics";

/** An item a subscriber of its topic is told of once, when the first build that has it is deployed. */
export type AlertItem = { key: string; topic: AlertTopic; content: AlertItemContent };

/**
 * This build's items of every topic: the IR announcements (their summary is the filing's abstract), the IR events (an
 * event that changes gets a new revision, so a new key, and is told of again), and the press releases.
 */
export function currentAlertItems(): AlertItem[] {
  const announcements = irContent.announcements.map((announcement): AlertItem => ({
    key: `announcements:${announcement.receiptNumber}`,
    topic: "announcements",
    content: {
      date: announcement.date,
      title: announcement.title,
      summary: announcement.abstract,
      path: `${pages["media-ir"].path}#announcements`,
      changed: false,
    },
  }));
  const events = irContent.events.map((event): AlertItem => ({
    key: `events:${event.id}:${event.calendar.sequence}`,
    topic: "events",
    content: {
      // Event times are Korea Standard Time (the schema's rule), so the date is the day in Korea.
      date: event.start.slice(0, 10),
      title: event.title,
      summary: event.description,
      path: `${pages["media-ir"].path}#calendar`,
      changed: event.calendar.sequence > 0,
      event: { start: event.start, durationMinutes: event.durationMinutes, location: event.location },
    },
  }));
  const press = boardItems("press").map((release): AlertItem => ({
    key: `press:${release.id}`,
    topic: "press",
    content: { date: release.date, title: release.title, summary: release.summary, path: `${pages["media-press-view"].path}?id=${release.id}`, changed: false },
  }));
  return [...announcements, ...events, ...press];
}
