/**
 * The state of a navigation that updates the page in place (search results as the visitor types): the shell shows
 * no loading overlay for it and does not scroll to the top.
 */
export const inPlaceState = { inPlace: true } as const;

export const isInPlace = (location: { state: unknown } | undefined) =>
  typeof location?.state === "object" && location.state !== null && "inPlace" in location.state;
