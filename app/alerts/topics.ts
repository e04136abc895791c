/**
 * The alerts' constants, without the schema, for the pages' shared components (zod stays out of every page's chunk).
 */

/** How long a confirmation link works; an address not confirmed by then is deleted. */
export const CONFIRMATION_HOURS = 48;
/** The most mails a sign-up makes the site send to one mailbox in a day, whoever asks and under whichever of its addresses. */
export const MAILS_PER_ADDRESS_PER_DAY = 3;
