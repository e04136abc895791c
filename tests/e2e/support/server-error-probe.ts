// Preloaded by the browser tests' server (playwright.config.ts): opens the server-error page's test address.
import { enableServerErrorProbe } from "../../../app/site/server-error-probe.server";

enableServerErrorProbe();
