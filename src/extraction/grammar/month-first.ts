// A business that writes its numeric dates month first (a US one: 03/04/2026 is March 4)
// has them rewritten before the readers, which read numbers day first, see them: a date with
// its year as ISO (2026-03-04), one without as its month's name ("on 3/4" is "on Mar 4"),
// never a fraction or a size. The rewrites are kept, so a
// refusal quotes the date as written. A date that reads only day first (25/03/2026) is left.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

// (Never inside a longer number, a decimal or a range of them: "1/2/2026-3" is no date here.)
const WITH_YEAR = /(?<![\d/.-])(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/]|[.-]\d)/g;
// ("paid Comcast $80 on 3/4", "Uber ride 3/10 $23.50", "from 3/1 to 3/15"; never a fraction
// or a size: "3/4 of the bill", '1/2" pipe', "1/2 day", "3/4 inch".)
const WITHOUT_YEAR =
  /(?<![\w/.,-])(\d{1,2})\/(\d{1,2})(?![\d/]|[^\S\n]*(?:["”']|(?:in(?:ch(?:es)?)?|of|days?|hours?|hrs?|cups?|miles?|shares?|off|tsp|tbsp)\b))/gim;

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
