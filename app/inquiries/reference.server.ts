import { randomInt } from "node:crypto";

/** Digits and capitals without the look-alikes 0/O, 1/I/L, so a reference survives being read out on the phone. */
const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A reference like INQ-20261122-7F3K9Q: the UTC date of receipt and six random characters (31^6 a day). */
export function newReference(receivedAt: Date): string {
  const date = receivedAt.toISOString().slice(0, 10).replaceAll("-", "");
  const suffix = Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `INQ-${date}-${suffix}`;
}
