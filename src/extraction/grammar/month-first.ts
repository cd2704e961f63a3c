// A business that writes its numeric dates month first (a US one: 03/04/2026 is March 4)
// has them rewritten before the readers, which read numbers day first, see them: a date with
// its year as ISO (2026-03-04), one without after a word that dates something ("on 3/4",
// "due 4/15") or opening a line as its month's name ("Mar 4"). The rewrites are kept, so a
// refusal quotes the date as written. A date that reads only day first (25/03/2026) is left.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

// (Never inside a longer number, a decimal or a range of them: "1/2/2026-3" is no date here.)
const WITH_YEAR = /(?<![\d/.-])(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/]|[.-]\d)/g;
// ("paid Comcast $80 on 3/4", "due 4/15", "3/4 - Uber 23.50"; never "3/4 of the bill" or '3/4" pipe'.)
const WITHOUT_YEAR =
  /(?<=\b(?:on|dated|date:?|due|by|from|since|until|till|before|after|thru|through)[^\S\n]+|^[^\S\n]*)(\d{1,2})\/(\d{1,2})(?![\d/]|[^\S\n]*(?:["”']|in(?:ch(?:es)?)?\b|of\b))/gim;

const valid = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;

export function monthFirstDates(text: string, rewrites: [written: string, read: string][] = []): string {
  const keep = (written: string, read: string) => {
    rewrites.push([written, read]);
    return read;
  };
  return text
    .replace(WITH_YEAR, (written, month: string, _: string, day: string, year: string) =>
      valid(Number(month), Number(day))
        ? keep(written, `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`)
        : written,
    )
    .replace(WITHOUT_YEAR, (written, month: string, day: string) =>
      valid(Number(month), Number(day)) ? keep(written, `${MONTHS[Number(month) - 1]} ${Number(day)}`) : written,
    );
}
