export type PackageImageSource = { src: string; alt: string; width: number; height: number };

/**
 * A chip's package render, drawn at build time. `priority` for the one at the top of a chip page, the largest thing in
 * the first view; the cards' renders load as they come near.
 */
export function PackageImage({ image, className, priority = false }: { image: PackageImageSource; className: string; priority?: boolean }) {
  return <img className={className} {...image} decoding="async" {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })} />;
}
