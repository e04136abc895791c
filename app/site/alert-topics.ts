/**
 * What an e-mail alert subscriber can receive: IR announcements (disclosures), changes to the IR calendar, press
 * releases. A module of its own, out of every page's shared chunk (vite.config.ts), as only the alert pages show them.
 */
export const alertTopics = ["announcements", "events", "press"] as const;
export type AlertTopic = (typeof alertTopics)[number];
