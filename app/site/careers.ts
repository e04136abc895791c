/** The fields of work the careers page describes (content/careers.json), in its order; every open position is in one. */
export const careerFieldIds = ["soc-design", "software", "functional-safety", "application-engineering", "quality", "business"] as const;

/** The company's sites (content/offices.json), in its order, the headquarters first; an open position is at one. */
export const officeIds = ["headquarters", "daegu-rnd", "china", "shenzhen", "shanghai", "dalian", "munich", "paris", "singapore", "taipei", "tokyo"] as const;

export const employmentTypes = ["full-time", "contract", "internship"] as const;
export const experienceLevels = ["new-graduate", "experienced", "any"] as const;

