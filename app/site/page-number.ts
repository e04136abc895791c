/** A page number in an address (`?page=`): 1 to 999999 without leading zeros, so each page has one address. */
export const PAGE_NUMBER = /^[1-9]\d{0,5}$/;
