/** The id of an office's entry in the global network page's list, which its marker on the map links to. */
export const officeAnchor = (id: string) => `office-${id}`;

/** The global network map's land and sea, drawn at build time as a file of its own that the page's markers lie over. */
export const OFFICE_MAP_BASE_PATH = "/images/offices-map.svg";
