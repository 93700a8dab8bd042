/** About what one element takes in a page's JSON (a rectangle with its snap points is ~260 bytes). */
export const BYTES_PER_ELEMENT = 250;
