import { SampleFiguresNote } from "#app/components/sample-figures-note";

/**
 * The note that a page's figures are samples, as a section for `keepRenderedSections`: the route shows it with `KeptHtml`
 * under its hero while the content's `sampleFigures` is on, and nothing once the company turns it off.
 */
export function sampleFiguresSection(sampleFigures: boolean | undefined) {
  return { sampleFiguresNote: sampleFigures ? <SampleFiguresNote /> : <></> };
}
