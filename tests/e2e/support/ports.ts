/** The browser tests' server: the site on E2E_PORT (3100 unless set), its metrics on the next port, its store in e2eDataDir. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eMetricsPort = e2ePort + 1;
export const e2eDataDir = ".reports/e2e-data";
