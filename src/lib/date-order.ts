// The order a business's country writes numeric dates in. Most of the world writes the day
// first (03/04/2026 is 3 April); the United States and the places that follow its usage
// write the month first (March 4). An AI create reads a prompt's numeric dates the way its
// business writes them (issue 16); a bank statement still asks for `date_format` when its
// dates read either way, as a statement may come from a bank of another country.
const MONTH_FIRST = new Set(["US", "PR", "GU", "VI", "AS", "MP", "UM", "FM", "MH", "PW", "PH"]);

export const writesMonthFirst = (country: string | undefined): boolean =>
  country !== undefined && MONTH_FIRST.has(country.toUpperCase());
