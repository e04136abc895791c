/** The browser tests' server: the site on E2E_PORT (3100 unless set), its metrics on the next port. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eMetricsPort = e2ePort + 1;
