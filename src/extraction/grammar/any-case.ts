/**
 * A keyword matched in any case while the name beside it keeps its capitals: "[iI][nN][vV]" where
 * a whole pattern cannot take the `i` flag ("INVOICE Adewale Stores" reads the name by its capitals).
 */
export const ci = (words: string) => words.replace(/[a-z]/gi, (ch) => `[${ch.toLowerCase()}${ch.toUpperCase()}]`);
