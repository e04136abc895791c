// Prints one closing line over the unit, browser and integration suites: "tests: N passed, N failed".
import { readFileSync } from "node:fs";

const [unitFile, e2eFile, integrationFile] = process.argv.slice(2);
const unit = JSON.parse(readFileSync(unitFile, "utf8"));
const e2e = JSON.parse(readFileSync(e2eFile, "utf8")).stats;
const integration = JSON.parse(readFileSync(integrationFile, "utf8"));
const passed = unit.numPassedTests + e2e.expected + integration.numPassedTests;
const failed = unit.numFailedTests + e2e.unexpected + e2e.flaky + integration.numFailedTests;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
