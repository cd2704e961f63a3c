// Invoices and bills as people say them (session 28): what is left to pay said beside a
// payment ("they paid 100k, bal 300k due fri", "100k cash and 380k balance") is checked
// against the total less what was paid, never billed as an item nor dropped; "3 rooms for 2
// nights at 32,000 per room per night" is six room-nights at that price.
import { describe, expect, it } from "vitest";
import { billSpec, expenseSpec, invoiceSpec } from "../src/documents/extraction";
import { readPrompt, TODAY } from "./read-prompt";

const bill = (text: string) => readPrompt(billSpec, text);
const invoice = (text: string) => readPrompt(invoiceSpec, text);
type Read = ReturnType<typeof bill>;
const items = (read: Read) => read.records[0]?.record_items.map((i) => [i.quantity, i.unit_price]) ?? read.problems;
const paid = (read: Read) => read.records[0]?.payments.map((p) => [p.amount ?? `${p.percent}%`, p.date]) ?? null;

describe("a balance said beside a payment", () => {
  it.each([
    ["invoice Bolanle Stores 400k for chairs, they paid 100k, bal 300k due fri", "2026-03-20"],
    ["invoice Bolanle Stores 400k for chairs, they paid 100k, balance of 300k due on friday", "2026-03-20"],
    ["invoice Bolanle Stores 400k for chairs, they paid 100k, balance due 300k", null],
    ["invoice Bolanle Stores 400k for chairs, they paid 100k, 300k outstanding", null],
    ["invoice Bolanle Stores 400k for chairs, they paid 100k, 300k due friday", "2026-03-20"],
    ["invoice Bolanle Stores 400k for chairs, they paid 100k cash and 300k balance", null],
    ["invoice Bolanle Stores 400k for chairs, they paid half, the rest (200k) next week", null],
  ])("%s: the balance is no item", (text, due) => {
    const read = invoice(text);
    expect(items(read)).toEqual([["1", "400000"]]);
    expect(read.records[0]?.due_date).toBe(due);
    expect(read.records[0]?.payments).toHaveLength(1);
  });

  it("a date said of the balance is not the payment's", () => {
    expect(paid(invoice("invoice Bolanle Stores 400k for chairs, they paid 100k, 300k due friday"))).toEqual([
      ["100000", null],
    ]);
  });

  it("is checked with the document's discount and VAT", () => {
    expect(items(invoice("invoice Bolanle 10 chairs at 40k less 10%, they paid 100k, bal 260k"))).toEqual([
      ["10", "40000"],
    ]);
    expect(items(invoice("invoice Bolanle Stores 400k for chairs plus VAT, they paid 100k, 330k still owing"))).toEqual(
      [["1", "400000"]],
    );
    expect(
      items(bill("bill from Eko Fuels 500k for diesel, we paid 200k from zenith, balance 300k next week")),
    ).toEqual([["1", "500000"]]);
  });

  it.each([
    ["invoice Bolanle Stores 400k for chairs, they paid 100k, bal 200k due fri", "bal 200k"],
    ["Bill from Eko Fuels for diesel 500k, paid 200k, 250k remaining", "250k remaining"],
    ["invoice Bolanle Stores 480k for chairs, they paid 100k cash and 300k balance", "300k balance"],
  ])("%s: a balance that is not the total less what was paid is refused, quoted", (text, quoted) => {
    const read = (/^bill/i.test(text) ? bill : invoice)(text);
    expect(read.records).toEqual([]);
    expect(read.problems).toEqual([
      { field: "payments", message: expect.stringContaining(`"${quoted}" is not what is left to pay`) },
    ]);
  });

  it.each([
    // (Dates and terms after the balance's words are no sums.)
    ["Invoice Chinedu 1.2m for software setup, 600k paid to zenith today, balance due 15th april", "2026-04-15"],
    ["inv chinedu okafor 450k website redesign, he paid 150k to zenith today, bal due 31/3", "2026-03-31"],
    ["Invoice Chinedu 1.2m for software setup, 600k paid today, balance due 17 March", "2026-03-17"],
  ])("%s", (text, due) => {
    expect(invoice(text).records[0]?.due_date).toBe(due);
  });

  it("a sum to be paid later is no payment", () => {
    expect(paid(invoice("invoice Bolanle 10 chairs at 40k, they paid 100k, 300k to be paid on friday"))).toEqual([
      ["100000", null],
    ]);
  });
});

describe("a count of things for a count of units, priced per one of each", () => {
  it.each([
    ["Bill from Eko Hotel: 3 rooms for 2 nights at 32,000 per room per night"],
    ["Bill from Eko Hotel: 3 rooms x 2 nights at 32,000 per room per night"],
    ["Bill from Eko Hotel: 3 rooms x 2 nights at 32,000 per night per room"],
  ])("%s", (text) => {
    expect(items(bill(text))).toEqual([["6", "32000"]]);
  });

  it("reads the same sum on an expense, never the price of one", () => {
    const read = readPrompt(expenseSpec, "Paid for 3 rooms for 2 nights at 32,000 per room per night from Zenith");
    expect(read.records[0]?.amount).toBe("192000");
  });

  it("still prices per outer thing when only that is said", () => {
    expect(items(bill("Bill from Eko Stores: 5 boxes x 12 pieces at 3,000 per box"))).toEqual([["5", "3000"]]);
  });
});

describe("'part-paid' beside a document", () => {
  it("pays the sum said after it", () => {
    const read = bill(
      "Purchase invoice from Kano Grains Ltd: 45 bags of sorghum at 26,800; 30 bags of soya beans at 49,500. Part-paid today, 500k from Zenith.",
    );
    expect(items(read)).toEqual([
      ["45", "26800"],
      ["30", "49500"],
    ]);
    expect(paid(read)).toEqual([["500000", TODAY]]);
  });

  it.each([
    ["Invoice Ada 300k for chairs, part paid", "part paid"],
    ["Invoice Ada 300k for chairs, partially paid today", "partially paid today"],
  ])("%s: with no sum, asks how much", (text, clause) => {
    expect(invoice(text).problems).toEqual([
      { field: "payments", message: `"${clause}" says money was paid but not how much; state the amount` },
    ]);
  });
});

describe("a cash record's sums said each before its words", () => {
  it("adds up charges of one kind", () => {
    const read = readPrompt(
      expenseSpec,
      "Zenith debited ₦52.50 stamp duty and ₦26.88 transfer charges today - post as bank charges",
    );
    expect(read.records[0]?.amount).toBe("79.38");
  });

  it("refuses sums of different kinds, quoted", () => {
    expect(readPrompt(expenseSpec, "paid 5k diesel and 3k lunch from cash").problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"3k" is not understood') }),
    ]);
  });
});

describe("bills as owners text them", () => {
  it.each([
    ["Bill from Ikeja Electric dated 2026-03-02 for 64,350, pay by 2026-03-16", "Ikeja Electric", [["1", "64350"]]],
    ["XYZ Supplier bill, their inv no. 2231 - 80 bags cement @ 9,400, due in 2 wks", "XYZ Supplier", [["80", "9400"]]],
    [
      "Landlord (Adeyemi Properties) bill for the shop rent, 3 months @ 400k, due 1st april",
      "Adeyemi Properties",
      [["3", "400000"]],
    ],
    ["bill from our lawyers (Adaeze Nwosu & Co) for 250k legal fees", "Adaeze Nwosu & Co", [["1", "250000"]]],
    ["bill: Arik Air, 2 tickets lagos-abuja 152,000 each for the audit team", "Arik Air", [["2", "152000"]]],
    [
      "kano grains ltd bill dated yesterday, 30 bags garri @ 18,000, due in 14 days. we paid 240k cash today",
      "kano grains ltd",
      [["30", "18000"]],
    ],
  ])("%s", (text, party, lines) => {
    const read = bill(text);
    expect(read.records[0]?.contact).toBe(party);
    expect(items(read)).toEqual(lines);
  });

  it("a price each for the lot is no price each", () => {
    expect(bill("bill: Arik Air, 2 tickets 152,000 each for the lot").records).toEqual([]);
  });
});

describe("expenses worked out in the prompt", () => {
  it.each([
    ["wages casual labourers 3 men x 5,000 x 2 days cash", "30000"],
    ["ink cartridges 2 @ 21,500 + 2,000 delivery, paid cash on 3/3", "45000"],
    ["COT 1,250 & sms alerts 400 on zenith end of last month", "1650"],
  ])("%s", (text, sum) => {
    expect(readPrompt(expenseSpec, text).records[0]?.amount).toBe(sum);
  });

  it("refuses a second bare sum said for something else, quoted (it was dropped)", () => {
    expect(readPrompt(expenseSpec, "paid 1,500 for diesel and 200 for lunch from cash").problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"200" is not understood') }),
    ]);
  });
});

describe("an item named exempt or zero-rated after the list", () => {
  const taxes = (read: Read) => read.records[0]?.record_items.map((i) => [i.tax_rate, i.tax_code]) ?? read.problems;
  it.each([
    [
      "Bill from Eko Farms: 10 bags rice at 40k and delivery 20k; rice VAT-exempt, delivery standard rated",
      [
        ["0", "EXEMPT"],
        ["7.5", null],
      ],
    ],
    [
      "Invoice Ada: 5 chairs at 20k and installation 10k. Chairs are VAT exempt; installation is standard-rated.",
      [
        ["0", "EXEMPT"],
        ["7.5", null],
      ],
    ],
    [
      "Invoice Ada: 5 chairs at 20k and installation 10k plus VAT. The chairs are zero-rated.",
      [
        ["0", "ZERO"],
        ["7.5", null],
      ],
    ],
  ])("%s", (text, expected) => {
    const read = (/^bill/i.test(text) ? bill : invoice)(text);
    expect(taxes(read)).toEqual(expected);
  });
});

describe("what is left said after 'leaving'", () => {
  it("is the balance, checked", () => {
    const read = invoice("invoice Bolanle Stores 400k for chairs, they paid 100k leaving 300k");
    expect(items(read)).toEqual([["1", "400000"]]);
    expect(paid(read)).toEqual([["100000", null]]);
    expect(
      invoice("invoice Bolanle Stores 400k for chairs, they paid 100k, leaving a balance of 250k").problems,
    ).toEqual([expect.objectContaining({ field: "payments", message: expect.stringContaining('"balance of 250k"') })]);
  });
});

describe("the work said first, whom it was for inside it", () => {
  it.each([
    [
      "16 hrs of consulting for ACME LLC at NGN 35000/hr: please issue a sales invoice, net 30.",
      "ACME LLC",
      [["16", "35000"]],
    ],
    [
      "3 days of training for Lagos Business School at 150k per day, invoice pls",
      "Lagos Business School",
      [["3", "150000"]],
    ],
  ])("%s", (text, party, lines) => {
    const read = invoice(text);
    expect(read.records[0]?.contact).toBe(party);
    expect(items(read)).toEqual(lines);
  });

  it("takes no name after 'for' where no work was counted or priced before it", () => {
    expect(
      invoice("Back-date an invoice to the end of last month for Chinedu Okafor; kitchen remodelling labour 380,000")
        .problems,
    ).toEqual([{ field: "contact", message: "The customer was not found" }]);
  });
});

describe("after review: neighbours the session's readers must not misread", () => {
  it("reads every word of what is still owed as the balance, never an item", () => {
    for (const text of [
      "Invoice Ade Stores for 10 chairs at 40k each, they paid 100k and 300k remains",
      "Invoice Ade Stores for 10 chairs at 40k each, they paid 100k, 300k more next week",
    ])
      expect(items(invoice(text))).toEqual([["10", "40000"]]);
  });

  it("asks how much was paid when all but something was", () => {
    for (const [text, clause] of [
      [
        "Bill from Eko: cement 300k, transport 20k; we paid everything except the transport",
        "we paid everything except the transport",
      ],
      ["Invoice Ade 500k for chairs, they paid everything except 50k", "they paid everything except 50k"],
    ])
      expect((/^bill/i.test(text!) ? bill : invoice)(text!).problems).toEqual([
        { field: "payments", message: `"${clause}" says money was paid but not how much; state the amount` },
      ]);
  });

  it("joins counts with 'for' only for a count of time, never beside a total", () => {
    expect(items(invoice("Invoice Ade Stores 5 tickets for 12 people at 5,000 each"))).toEqual([["5", "5000"]]);
  });

  it("exempts no item for a negated exemption or the supplier's own", () => {
    const codes = (read: Read) => read.records[0]?.record_items.map((i) => i.tax_code) ?? read.problems;
    expect(
      codes(
        invoice(
          "Invoice Ade Stores: chairs 50k, installation 5k, VAT 7.5%. Chairs are not VAT exempt; installation is zero-rated",
        ),
      ),
    ).toEqual([null, "ZERO"]);
    expect(codes(bill("Bill from Eko Diesel: diesel 200 litres @ 1,200 plus VAT. Eko Diesel is VAT exempt"))).toEqual([
      null,
    ]);
  });

  it("takes no total stated before the payment as its balance", () => {
    const read = invoice("Invoice Ade Stores for website design, 500k due on receipt. They paid 200k deposit.");
    expect(items(read)).toEqual([["1", "500000"]]);
    expect(paid(read)).toEqual([["200000", null]]);
  });

  it("reads a role's brackets as its name only where the role is the party", () => {
    const read = invoice("Invoice Ade Stores for 2 printers (HP LaserJet) @ 250k");
    expect(read.records[0]?.record_items.map((i) => i.description)).toEqual(["printers (HP LaserJet)"]);
  });
});
