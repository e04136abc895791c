// Prints one closing line over the unit and browser suites: "tests: N passed, N failed".
import { readFileSync } from "node:fs";

const [unitFile, e2eFile] = process.argv.slice(2);
const unit = JSON.parse(readFileSync(unitFile, "utf8"));
const e2e = JSON.parse(readFileSync(e2eFile, "utf8")).stats;
const passed = unit.numPassedTests + e2e.expected;
const failed = unit.numFailedTests + e2e.unexpected + e2e.flaky;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
