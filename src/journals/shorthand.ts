// Words typed short on a phone ("shift 750k frm access to zenith", "repaid 400k thru
// GTB", "hit our access acct yday"), written out before a journal is read, so the
// patterns (everyday.ts) and the phrases after their prepositions (phrases.ts) read them
// as they read the full words. Only words with no other meaning in a journal are
// rewritten; the narration keeps the prompt as written.

const SHORT: [RegExp, string][] = [
  [/\b(?:frm|fr0m)\b/gi, "from"],
  [/\b(?:thru|thro)\b/gi, "through"],
  [/\b(?:acct|acc't|accnt|a\/c)(?=\W|$)/gi, "account"],
  [/\b(?:yday|y'day|yest|ystdy|yestaday|yesteday|yestday)\b/gi, "yesterday"],
  [/\b(?:tmrw|tmr|2moro|2morrow)\b/gi, "tomorrow"],
  [/\b2day\b/gi, "today"],
];

/** The text with each short form written out. */
export const withShortFormsWritten = (text: string) =>
  SHORT.reduce((out, [pattern, word]) => out.replace(pattern, word), text);
