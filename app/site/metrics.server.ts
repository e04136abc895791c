import { register, type Metric } from "prom-client";

/**
 * The metric called `name` on prom-client's default registry, created on first use. A module can be evaluated twice
 * in one process (the build's search indexer imports the server build that the prerender imported; test files), and
 * the registry refuses a second metric of the same name.
 */
export function singleMetric<T extends Metric>(name: string, create: (name: string) => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create(name);
}
