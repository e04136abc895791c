/** @lhci/utils ships no types; these are the two functions `lhci collect` saves its runs with, which the bench uses. */
declare module "@lhci/utils/src/saved-reports.js" {
  /** Empties `.lighthouseci/` of earlier runs and assertion results. */
  export function clearSavedReportsAndLHRs(): void;
  /** Writes a run's report (JSON text) into `.lighthouseci/`, with its HTML report beside it. */
  export function saveLHR(lhr: string): Promise<void>;
}
