/** Long-form text rendered from the repository's Markdown (escaped and link-guarded at render). */
export function Prose({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
