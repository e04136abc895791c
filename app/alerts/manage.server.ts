import { fieldErrors } from "#app/forms/form-fields";
import { MANAGE_INTENT } from "./link-pages";
import { leave, leftOrBad, linkPageAnswer, linkToken } from "./link-pages.server";
import { alertPreferencesSchema } from "./schema";
import type { AlertService } from "./service";

/**
 * The manage page's post: leaves (`intent=leave`), or saves the posted language and topics; a choice the schema
 * refuses comes back with the visitor's choice and the errors at their fields.
 */
export async function changePreferences(request: Request, service: AlertService) {
  const token = linkToken(request);
  const form = await request.formData().catch(() => new FormData());
  if (form.get(MANAGE_INTENT) === "leave") {
    return linkPageAnswer(token, await leave(service, token));
  }
  const subscription = token ? await service.subscription(token) : null;
  if (!subscription) return linkPageAnswer(token, await leftOrBad(service, token));
  const posted = { language: String(form.get("language") ?? ""), topics: form.getAll("topics").map(String) };
  const parsed = alertPreferencesSchema.safeParse(posted);
  if (!parsed.success) {
    return linkPageAnswer(token, { kind: "manage" as const, subscription, posted, errors: fieldErrors<"language" | "topics">(parsed.error), saved: false }, 400);
  }
  const updated = await service.update(token, parsed.data);
  return linkPageAnswer(token, updated ? { kind: "manage" as const, subscription: updated, saved: true } : await leftOrBad(service, token));
}
