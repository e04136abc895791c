import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed tokens of the alert mails' links, bound to a subscriber's id. A confirmation token carries its expiry; a
 * manage token (the manage page and the unsubscribe link) does not expire, and stops working when the subscriber is
 * deleted. Each kind is signed with its own purpose, so that one never passes for the other.
 */
export type AlertTokens = {
  confirmation(subscriberId: string, expiresAt: Date): string;
  /** The subscriber id of a valid, unexpired confirmation token, or null. */
  confirmed(token: string, now?: Date): string | null;
  manage(subscriberId: string): string;
  /** The subscriber id of a valid manage token, or null. */
  managed(token: string): string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function alertTokens(secret: string): AlertTokens {
  const sign = (purpose: string, ...parts: string[]) => createHmac("sha256", secret).update([purpose, ...parts].join(".")).digest("base64url");
  const signedBy = (signature: string, expected: string) => {
    const given = Buffer.from(signature);
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  };
  return {
    confirmation(subscriberId, expiresAt) {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      return `${subscriberId}.${expires}.${sign("confirm", subscriberId, expires)}`;
    },
    confirmed(token, now = new Date()) {
      const [id = "", expires = "", signature = "", ...rest] = token.split(".");
      if (rest.length > 0 || !UUID.test(id) || !/^\d{1,12}$/.test(expires) || !signedBy(signature, sign("confirm", id, expires))) return null;
      return Number(expires) * 1000 > now.getTime() ? id : null;
    },
    manage: (subscriberId) => `${subscriberId}.${sign("manage", subscriberId)}`,
    managed(token) {
      const [id = "", signature = "", ...rest] = token.split(".");
      return rest.length === 0 && UUID.test(id) && signedBy(signature, sign("manage", id)) ? id : null;
    },
  };
}
