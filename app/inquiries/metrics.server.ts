import { Counter } from "prom-client";
import { singleMetric } from "#app/site/metrics.server";

export type InquiryOutcome = "accepted" | "rejected" | "too-fast" | "expired" | "missing" | "invalid" | "rate-limited" | "unavailable";

const inquiryOutcomes = singleMetric(
  "site_inquiries_total",
  (name) => new Counter({ name, help: "Inquiry form posts by outcome: accepted, or the reason they were refused", labelNames: ["outcome"] }),
);

export function countInquiry(outcome: InquiryOutcome) {
  inquiryOutcomes.inc({ outcome });
}
