// A chat thread pasted as a prompt ("[16/03/2026, 17:48] Musa Ibrahim: I paid 45k from
// petty cash", WhatsApp's export "16/03/2026, 17:48 - Musa: …"): each message's stamp
// says when it was written, so its "today", "yesterday" or "Friday" count from that day,
// not from the day the thread is recorded, and a message that moves money without naming
// a day moved it that day. The stamps themselves are no date of the record: they go, and
// each message keeps its sender ("Brightstar Hotels: Payment of N310,000 …").
import { findAmounts, writtenAsMoney } from "./amounts";
import { findDates, pastWeekdayMeant } from "./dates";

const DAY = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})`;
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:[^\S\n]*[ap]\.?m\.?)?`;
/**
 * A message's stamp, before its sender: "[16/03/2026, 17:48] Name:" (a phone's copy) or
 * "16/03/2026, 17:48 - Name:" (WhatsApp's export). The day's numbers in groups 1-3 or 4-6.
 */
export const CHAT_STAMP = new RegExp(
  String.raw`^[^\S\n]*(?:\[${DAY},?[^\S\n]+${TIME}\][^\S\n]*|${DAY},?[^\S\n]+${TIME}[^\S\n]+[-–][^\S\n]*)(?=[^:\n]{1,60}:)`,
  "im",
);
const STAMP = CHAT_STAMP;

/** The day a stamp names, day first unless only month first makes it a date. */
export function stampDay(first: string, second: string, year: string): string | null {
  const y = year.length === 2 ? `20${year}` : year;
  const [day, month] = Number(first) > 12 || Number(second) <= 12 ? [first, second] : [second, first];
  const iso = `${y}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) || Number(month) > 12 ? null : iso;
}

/** The thread as plain messages, each dated as its stamp says; other text as it is. */
export function chatAsMessages(text: string, today: string): string {
  if (!STAMP.test(text)) return text;
  let day: string | null = null;
  return text
    .split("\n")
    .map((line) => {
      const stamp = STAMP.exec(line);
      if (stamp) day = stampDay(stamp[1] ?? stamp[4]!, stamp[2] ?? stamp[5]!, stamp[3] ?? stamp[6]!);
      const message = stamp ? line.slice(stamp[0].length) : line;
      // (A day later than the thread is recorded is no stamp to count from.)
      if (!day || day > today) return message;
      const said = message.slice(message.indexOf(":") + 1);
      const at = message.length - said.length;
      let dated = false;
      const written = findDates(said, day)
        .reverse()
        .reduce((m, d) => {
          dated = true;
          const value = pastWeekdayMeant(said.slice(d.start, d.end), d.value, day!);
          return `${m.slice(0, at + d.start)}${value}${m.slice(at + d.end)}`;
        }, message);
      const movesMoney = findAmounts(said).some((a) => writtenAsMoney(said, a));
      return movesMoney && !dated && stamp ? `${written.replace(/[\s.]+$/, "")}, on ${day}` : written;
    })
    .join("\n");
}
