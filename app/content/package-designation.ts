import type { Product } from "./schemas";

/** A chip's package as the industry writes it: type and contact count ("FCBGA-1089"). */
export const packageDesignation = (pkg: Product["package"]) => `${pkg.type}-${pkg.pins}`;
