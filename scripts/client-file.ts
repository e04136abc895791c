/** A file the build writes beside the pages, by the address the site serves it at. */
export type ClientFile = { address: string; body: string; type: string };
