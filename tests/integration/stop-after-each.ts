import { afterEach } from "vitest";

/** Stops what a test started (servers, clusters) after it, the last started first. */
export function stopAfterEach() {
  const stops: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (stops.length > 0) await stops.pop()!();
  });
  return <T>(resource: T, stop: (resource: T) => Promise<unknown>): T => {
    stops.push(() => stop(resource));
    return resource;
  };
}
