// A phone or an email corrected as it is typed: "phone 0817 000 1234, sorry 0817 000 1243",
// "email ade@x.com, I mean ade@y.com" (a sum, "opening balance 250k sorry 260k", is
// amount-habits.ts's, for every resource). The value said after the
// correcting words replaces the one before it, which is dropped unread (neither kept nor
// refused as a second value). Only like for like: two phones' digits or two emails; "phone
// 0803 123 4567, sorry for the late notice" corrects nothing.

import { TAKING_BACK } from "./amount-habits";

// A number as written for a phone, an account number or money: an optional currency, digits
// with the marks written inside them, and a "k" or "m" after.
const NUMBER = String.raw`(?:(?:[₦$£€]|\b(?:ngn|usd|gbp|eur|n)(?=\s?\d))\s?)?\+?\(?\d(?:[\d,.()-]|[^\S\n](?=[\d(]))*(?:[^\S\n]?[km]\b)?`;
const EMAIL = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`;
// The correcting words (the ones that take a sum back), set off by commas or dashes or not
// at all, one or two of them ("sorry, I meant").
const CORRECTING = String.raw`[^\S\n]*[,;–—-]?[^\S\n]*${TAKING_BACK}(?:[^\S\n]*,?[^\S\n]*${TAKING_BACK})?[^\S\n]*[,:;–—-]?[^\S\n]*`;
const CORRECTED = new RegExp(
  String.raw`(?<![\w.@])(?:(${NUMBER})${CORRECTING}(${NUMBER})(?![\w@])|(${EMAIL})${CORRECTING}(${EMAIL}))`,
  "gi",
);

/** The text with each corrected value replaced by its correction. */
export function corrected(text: string): string {
  return text.replace(CORRECTED, (said, number: string | undefined, fixed: string | undefined, _e, fixedEmail) => {
    if (fixedEmail) return fixedEmail;
    // Like for like: a phone's digits are corrected by a phone's ("5k" corrects no phone);
    // sums are corrected for every resource by amount-habits.ts, before this.
    const phoneLike = (n: string) => !/[₦$£€]|[km]$|^[a-z]/i.test(n.trim()) && n.replace(/\D/g, "").length >= 7;
    return phoneLike(number!) && phoneLike(fixed!) ? fixed! : said;
  });
}
