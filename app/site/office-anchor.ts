/** The id of an office's entry in the global network page's list, which its marker on the map links to. */
export const officeAnchor = (id: string) => `office-${id}`;
