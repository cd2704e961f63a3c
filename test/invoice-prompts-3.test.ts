// Invoices as plain everyday voices ask for them: money paid said beside the invoice
// ("hes paid 500k into access today", "40% paid upfront", "they paid 100,000 cash and 165,500
// to access"), VAT said as a word alone ("…, discount 100k, vat"), a price per day for so
// many days, counts in thousands of words, a form's fields keyed on one line, the rate said
// after its number, and customers named after a role, behind an invoice's number or a pronoun.
import { describe, expect, it } from "vitest";
import { billSpec, invoiceSpec } from "../src/documents/extraction";
import { findPaymentsMade } from "../src/extraction/grammar/payments-made";
import { rateOf } from "../src/extraction/grammar/rates";

// (A contact of the business the prompt names, as the create pipeline finds it.)
const source = (prompt: string, known?: string) => {
  const at = known ? prompt.toLowerCase().indexOf(known.toLowerCase()) : -1;
  return {
    prompt,
    today: "2026-03-18",
    standardTaxRate: "7.5",
    ...(known && at >= 0 ? { knownContact: { name: known, written: prompt.slice(at, at + known.length) } } : {}),
  };
};
const invoice = (text: string, known?: string) => invoiceSpec.fromText(text, source(text, known));
const items = (read: ReturnType<typeof invoice>) =>
  read.records[0]?.record_items.map((i) => [i.quantity, i.unit_price, i.tax_rate]) ?? read.problems;
const payments = (read: ReturnType<typeof invoice>) =>
  read.records[0]?.payments.map((p) => [p.amount, p.percent, p.category, p.date]) ?? read.problems;

describe("money paid said beside an invoice", () => {
  it("reads the pronoun with its apostrophe left out", () => {
    const read = invoice(
      "invoice chinedu okafor for 1 inverter 480k and 4 batteries 210k each, hes paid 500k into access today",
      "Chinedu Okafor",
    );
    expect(items(read)).toEqual([
      ["1", "480000", null],
      ["4", "210000", null],
    ]);
    expect(payments(read)).toEqual([["500000", null, "hes paid 500k into access today", "2026-03-18"]]);
    expect(findPaymentsMade("Invoice Ada 5 chairs at 10k, shes paid 20k cash", "2026-03-18")[0]?.amount).toBe("20000");
    expect(findPaymentsMade("Invoice Ada 5 chairs at 10k, theyve paid 20k cash", "2026-03-18")[0]?.amount).toBe(
      "20000",
    );
  });

  it.each([
    ["pls raise an inv to ota farms ltd for borehole drilling 1.8m, 40% paid upfront into zenith today", "40"],
    ["invoice brightstar hotels ltd 4 days of DJ services @ 120k, 50% paid today cash", "50"],
    ["invoice brightstar hotels ltd 4 days of DJ services @ 120k, half paid already by transfer", "50"],
    ["invoice brightstar hotels ltd 4 days of DJ services @ 120k - 30% paid in advance into gtb", "30"],
  ])("reads a share paid, said before the word paid: %s", (text, percent) => {
    const read = invoice(text);
    expect(read.problems).toEqual([]);
    expect(read.records[0]!.payments.map((p) => [p.amount, p.percent])).toEqual([[null, percent]]);
  });

  it("keeps a share paid on delivery as terms, refused rather than paid", () => {
    const read = invoice("invoice ota farms ltd for borehole drilling 1.8m, 50% paid on delivery");
    expect(read.records).toEqual([]);
    expect(read.problems.map((p) => p.message).join(" ")).toContain('"50%"');
  });

  it("reads two sums paid in one clause as two payments, each into its own account", () => {
    const read = invoice(
      "invoice bolanle stores 18 cartons of spaghetti at 14,750. they paid 100,000 cash and 165,500 to access today",
      "Bolanle Stores",
    );
    expect(items(read)).toEqual([["18", "14750", null]]);
    expect(payments(read)).toEqual([
      ["100000", null, "they paid 100,000 cash", "2026-03-18"],
      ["165500", null, "165,500 to access today", "2026-03-18"],
    ]);
    const yesterday = invoice(
      "invoice bolanle stores 18 cartons of spaghetti at 14,750, they paid 100k cash plus 165.5k by transfer to gtb yesterday",
      "Bolanle Stores",
    );
    expect(payments(yesterday)).toEqual([
      ["100000", null, "they paid 100k cash", "2026-03-17"],
      ["165500", null, "165.5k by transfer to gtb yesterday", "2026-03-17"],
    ]);
  });

  it("reads money said as taken in from the customer, and the sum paid of a total", () => {
    const bank = invoice(
      "zenith got 300k from brightstar hotels today towards the 600k hall hire. invoice them the full 600k, balance due end of month",
      "Brightstar Hotels",
    );
    expect(bank.records[0]!.contact).toBe("Brightstar Hotels");
    expect(bank.records[0]!.record_items.map((i) => i.unit_price)).toEqual(["600000"]);
    expect(bank.records[0]!.payments.map((p) => [p.amount, p.date])).toEqual([["300000", "2026-03-18"]]);
    expect(bank.records[0]!.due_date).toBe("2026-03-31");
    const we = invoice(
      "invoice Chinedu Okafor 500k for kitchen cabinets, we received 200k from him by transfer to gtb yesterday",
      "Chinedu Okafor",
    );
    expect(payments(we)).toEqual([
      ["200000", null, "we received 200k from him by transfer to gtb yesterday", "2026-03-17"],
    ]);
    const of = invoice(
      "invoice Chinedu Okafor 500k for kitchen cabinets; he paid 200k of the 500k today into zenith",
      "Chinedu Okafor",
    );
    expect(of.records[0]!.payments.map((p) => p.amount)).toEqual(["200000"]);
    // (Goods taken in are no money.)
    const goods = invoice(
      "invoice Chinedu Okafor 500k for kitchen cabinets, we got 200 bags from him",
      "Chinedu Okafor",
    );
    expect(goods.records[0]!.payments).toEqual([]);
  });

  it("never reads what was paid the party over a period as a payment of the document", () => {
    const text = "XYZ Supplier bill 640k for roofing sheets. weve paid them 2.1m so far this year";
    const read = billSpec.fromText(text, source(text, "XYZ Supplier"));
    expect(read.records).toEqual([]);
    expect(read.problems.map((p) => p.message).join(" ")).toContain('"2.1m"');
    const today = "XYZ Supplier bill 640k for roofing sheets. weve paid them 200k today from zenith";
    expect(billSpec.fromText(today, source(today, "XYZ Supplier")).records[0]!.payments.map((p) => p.amount)).toEqual([
      "200000",
    ]);
  });

  it("never reads what is still owed as a second payment", () => {
    const read = invoice(
      "invoice bolanle stores 18 cartons of spaghetti at 14,750. they paid 100,000 cash, 50,000 still owing",
      "Bolanle Stores",
    );
    expect(read.records).toEqual([]);
  });

  it("reads money being paid now as paid, and money promised as no payment", () => {
    const now = invoice(
      "bolanle stores inv 50 cartons noodles @ 6,800, they're paying 100k now by transfer to zenith and the rest in 2 weeks",
      "Bolanle Stores",
    );
    expect(items(now)).toEqual([["50", "6800", null]]);
    expect(payments(now)).toEqual([["100000", null, "they're paying 100k now by transfer to zenith", "2026-03-18"]]);
    expect(now.records[0]!.terms_days).toBe(14);
    const half = invoice(
      "can u do an invoice: Bolanle Stores, 200 branded tote bags, 1,750 each. they're paying half now in cash (already got it today), rest net 30",
      "Bolanle Stores",
    );
    expect(half.records[0]!.payments.map((p) => [p.amount, p.percent])).toEqual([[null, "50"]]);
    const later = invoice(
      "bolanle stores inv 50 cartons noodles @ 6,800, they're paying 100k next week by transfer",
      "Bolanle Stores",
    );
    expect(later.records).toEqual([]);
  });
});

describe("VAT said as a word", () => {
  it("adds the country's rate for VAT alone as a clause", () => {
    const read = invoice(
      "invoice ACME LLC 20 ergonomic chairs at 89,500, 5 desks at 215,000, discount 100k, vat",
      "ACME LLC",
    );
    expect(items(read)).toEqual([
      ["20", "89500", "7.5"],
      ["5", "215000", "7.5"],
    ]);
    expect(read.records[0]!.discount).toEqual({ amount: "100000" });
    expect(items(invoice("invoice ACME LLC 20 ergonomic chairs at 89,500 and vat"))).toEqual([["20", "89500", "7.5"]]);
  });

  it.each([
    "invoice ACME LLC 20 ergonomic chairs at 89,500, no vat",
    "invoice ACME LLC 20 ergonomic chairs at 89,500, vat exempt",
    "invoice ACME LLC 20 ergonomic chairs at 89,500",
  ])("adds none where the words say more or nothing: %s", (text) => {
    expect(items(invoice(text))).toEqual([["20", "89500", null]]);
  });

  it("reads IT in capitals as the thing sold, not a pronoun", () => {
    expect(items(invoice("Invoice ACME LLC for IT support services ₦275,000 + VAT, due on receipt"))).toEqual([
      ["1", "275000", "7.5"],
    ]);
    expect(invoice("Invoice ACME LLC for IT support ₦275,000").records[0]!.record_items[0]!.description).toBe(
      "IT support",
    );
  });
});

describe("items said in everyday ways", () => {
  it("reads a price per day for so many days", () => {
    const read = invoice(
      "Invoice Thames Valley Traders Ltd £475 a day for 2 days of workshop facilitation, rate 2,040",
    );
    expect(items(read)).toEqual([["2", "475", null]]);
    expect(read.records[0]!.record_items[0]!.description).toBe("workshop facilitation");
    expect(read.records[0]!.exchange_rate).toBe("2040");
    // (A price per day for weeks is not read as a count of days: no item, refused.)
    expect(
      invoice("Invoice Thames Valley Traders Ltd £475 a day for 2 weeks of workshop facilitation").records,
    ).toEqual([]);
  });

  it("reads a count in thousands of words", () => {
    const read = invoice("invoice ACME LLC for copywriting, 4,000 words at $0.15/word, FX 1,552");
    expect(items(read)).toEqual([["4000", "0.15", null]]);
    expect(read.records[0]!.record_items[0]!.description).toBe("copywriting");
  });

  it.each([
    "create invoice: customer Chinedu Okafor; item: CCTV installation; qty 1; price 385,000; terms net 7",
    "create invoice: customer Chinedu Okafor | item: CCTV installation | qty 1 | unit price ₦385,000 | terms net 7",
  ])("reads a form's fields keyed on one line: %s", (text) => {
    const read = invoice(text, "Chinedu Okafor");
    expect(read.records[0]!.record_items.map((i) => [i.description, i.quantity, i.unit_price])).toEqual([
      ["CCTV installation", "1", "385000"],
    ]);
    expect(read.records[0]!.terms_days).toBe(7);
  });

  it("reads things counted before a street's word as things, not an address", () => {
    const read = invoice(
      "Invoice Chinedu Okafor 10 solar street lights @ 95k less 15,000 discount, vat 7.5%",
      "Chinedu Okafor",
    );
    expect(read.records[0]!.contact).toBe("Chinedu Okafor");
    expect(items(read)).toEqual([["10", "95000", "7.5"]]);
    // (An address is still no item.)
    expect(items(invoice("Invoice Ada Stores, 12 Allen Avenue, Ikeja for 2 chairs at 5,000"))).toEqual([
      ["2", "5000", null],
    ]);
  });

  it("reads the exchange rate said after its number", () => {
    const read = invoice("invoice ACME LLC $2,200 for web dev work, 1,560 rate, net 15", "ACME LLC");
    expect(items(read)).toEqual([["1", "2200", null]]);
    expect(read.records[0]!.exchange_rate).toBe("1560");
    expect(rateOf("20 hours of design, a 5,000 day rate")).toBeNull();
    expect(rateOf("2 days at the 85,000 day rate, net 15")).toBeNull();
  });
});

describe("a letter's invoice with its terms and the money settled", () => {
  it("reads the days alone after a price per day whose days are counted as the terms, and the debtor's payment", () => {
    const read = invoice(
      "Please invoice ACME LLC, dated 10 March 2026, for 4 days' project management at ₦180,000 per day, 30 days. Note the debtor has already settled ₦300,000 of this, received into Access Bank Savings on 16 March.",
      "ACME LLC",
    );
    expect(items(read)).toEqual([["4", "180000", null]]);
    expect(read.records[0]!.terms_days).toBe(30);
    expect(read.records[0]!.date).toBe("2026-03-10");
    expect(read.records[0]!.payments.map((p) => [p.amount, p.date])).toEqual([["300000", "2026-03-16"]]);
    // (Days not counted before the price per day: the item's count.)
    expect(items(invoice("Invoice ACME LLC for training at 50k per day, 3 days"))).toEqual([["3", "50000", null]]);
    expect(invoice("Invoice ACME LLC for 3 days training at 50k per day, 30 days").records[0]!.terms_days).toBe(30);
  });

  it("reads how many of the unit an item is priced by, said after it", () => {
    const read = invoice(
      "invoice Ota Farms for the consulting retainer - 250k/month, 3 months worth. net 30",
      "Ota Farms",
    );
    expect(items(read)).toEqual([["3", "250000", null]]);
    expect(read.records[0]!.terms_days).toBe(30);
    // (Another unit is no count of it, refused unpriced; a thing counted already keeps its count.)
    expect(invoice("Invoice ACME LLC for training at 50k per day, 3 weeks").records).toEqual([]);
    expect(items(invoice("Invoice ACME LLC 2 chairs at 5k each, 3 days"))).toEqual([["2", "5000", null]]);
  });

  it("reads 'as agreed' as no part of the item", () => {
    const read = invoice(
      "Please send the invoice to ACME LLC for the 2 workshop days, ₦850,000 per day as agreed, plus VAT",
      "ACME LLC",
    );
    expect(items(read)).toEqual([["2", "850000", "7.5"]]);
  });

  it("reads a count in thousands written onto its unit", () => {
    expect(items(invoice("Invoice ACME LLC 1,520km @ ₦950/km"))).toEqual([["1520", "950", null]]);
    expect(items(invoice("Invoice ACME LLC 2,000ltrs diesel @ 1,150"))).toEqual([["2000", "1150", null]]);
  });
});

describe("customers named in everyday ways", () => {
  it("reads the customer behind an invoice's number", () => {
    const read = invoice(
      "Invoice INV-0042 to Bolanle Stores, 15 cartons of peak milk 28,500 each, dated 3rd March, net 30",
    );
    expect(read.records[0]!.contact).toBe("Bolanle Stores");
    expect(items(read)).toEqual([["15", "28500", null]]);
  });

  it("reads the name beside a role said with where it is", () => {
    const read = invoice(
      "Hi, I need to invoice a client in Texas, Lone Star Media LLC, for 20 hours of video editing at $45/hr. Rate is 1,550.",
    );
    expect(read.records[0]!.contact).toBe("Lone Star Media LLC");
    expect(items(read)).toEqual([["20", "45", null]]);
  });

  it("reads no name from what the invoice should be", () => {
    const read = invoice(
      "Brightstar Hotels booked us for their staff party last friday: DJ for 5 hours at 20k/hr. invoice should be dated last friday",
      "Brightstar Hotels",
    );
    expect(read.records[0]!.contact).toBe("Brightstar Hotels");
    expect(read.records[0]!.date).toBe("2026-03-13");
  });

  it("reads whom a pronoun stands for, named before it", () => {
    const read = invoice(
      "Hey! Just finished a wedding cake for a new customer, Grace Adebayo. Can you invoice her 150k? She paid 75k deposit in cash today.",
    );
    expect(read.records[0]!.contact).toBe("Grace Adebayo");
    expect(items(read)).toEqual([["1", "150000", null]]);
    expect(payments(read)).toEqual([["75000", null, "She paid 75k deposit in cash today", "2026-03-18"]]);
    // (No name before it: still asked for.)
    expect(invoice("Can you invoice her 150k for the cake?").problems.map((p) => p.field)).toContain("contact");
  });
});

describe("money said beside a document that is no payment of it (after review)", () => {
  it("never counts a balance said after the sums as paid", () => {
    // (The balance is checked against the total less what was paid: session 28.)
    const read = invoice("invoice chinedu okafor for 1 inverter 480k, they paid 100k cash and 380k balance");
    expect(payments(read)).toEqual([["100000", null, "they paid 100k cash", null]]);
    expect(read.records[0]?.record_items.map((i) => i.unit_price)).toEqual(["480000"]);
  });

  it("never reads part of the total paid on the day as all of it, nor drops it: it asks how much", () => {
    for (const [text, clause] of [
      [
        "invoice chinedu okafor for 1 inverter 480k, they paid part of it the same day",
        "they paid part of it the same day",
      ],
      ["invoice Tolu 2 chairs at 25k, paid some today, rest next week", "paid some today"],
      ["Invoice Ada 90k for design, she paid part by transfer", "she paid part by transfer"],
    ])
      expect(payments(invoice(text!))).toEqual([
        { field: "payments", message: `"${clause}" says money was paid but not how much; state the amount` },
      ]);
    // (Buying some of a thing is no payment said.)
    const bill = "Bill from Eko Parts 4 tyres @ 10k; we paid for some parts in cash";
    expect(billSpec.fromText(bill, source(bill)).problems.map((p) => p.field)).not.toContain("payments");
  });

  it("never takes a place gone to, or the work done, for the customer a pronoun stands for", () => {
    for (const text of [
      "Drove to Ikeja for the CCTV install today, invoice him 150k",
      "Drove to Ikeja today, invoice him 150k for the CCTV install",
      "Went to Lekki for the repairs, invoice them 80k",
    ])
      expect(invoice(text).problems.map((p) => p.field)).toEqual(["contact"]);
    expect(invoice("Finished the Lekki job for Bode Ade, invoice him 300k").records[0]?.contact).toBe("Bode Ade");
    expect(invoice("Delivered 20 chairs to Ogun Events yesterday @ 5k each, invoice them").records[0]?.contact).toBe(
      "Ogun Events",
    );
  });

  it("reads two payments each with its own date", () => {
    expect(
      payments(invoice("Invoice Ada Obi 100k for the logo; she paid 30k on 3rd march and 20k on 10th march")),
    ).toEqual([
      ["30000", null, "she paid 30k on 3rd march", "2026-03-03"],
      ["20000", null, "20k on 10th march", "2026-03-10"],
    ]);
  });

  it("never reads money the business received as paying a bill, whatever it was for", () => {
    const text = "bill from Kano Grains 40 bags rice @ 78,000, we received 200k from them";
    expect(billSpec.fromText(text, source(text)).problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"200k"') }),
    ]);
    // (On an invoice it is the customer paying.)
    expect(payments(invoice("Invoice Kano Stores 40 bags rice @ 78,000, we received 200k from them today"))).toEqual([
      ["200000", null, "we received 200k from them today", "2026-03-18"],
    ]);
  });

  it("never reads money received from the supplier as a refund or a loan as paying the bill", () => {
    const text = "bill from Kano Grains 40 bags rice @ 78,000, we received 200k from them as a refund";
    expect(billSpec.fromText(text, source(text)).problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"200k"') }),
    ]);
  });
});

describe("documents keyed tersely (development-39 to -41)", () => {
  it("reads the party before 'inv', the short form of invoice", () => {
    for (const text of [
      "new customer Zara Supermarket, inv for 200 loaves of bread x 1,100, terms 7 days",
      "Zara Supermarket inv 200 loaves x 1,100",
    ]) {
      const read = invoice(text);
      expect(read.records[0]?.contact).toBe("Zara Supermarket");
      expect(items(read)).toEqual([["200", "1100", null]]);
    }
  });

  it("never reads a party across a sentence's end before 'inv'", () => {
    expect(invoice("pry 4 second term fees 240k, due 13th april. send inv").problems.map((p) => p.field)).toEqual([
      "contact",
    ]);
  });

  it("reads a price per period times how many periods", () => {
    expect(items(invoice("invoice ACME LLC for website maintenance 150k/month x 3 months"))).toEqual([
      ["3", "150000", null],
    ]);
    expect(items(invoice("invoice Ade Bello for hosting $20/month x 12 months"))).toEqual([["12", "20", null]]);
    const bill = "bill from Kola Guards for security 80k per month x 2 months";
    expect(
      billSpec.fromText(bill, source(bill)).records[0]?.record_items.map((i) => [i.quantity, i.unit_price]),
    ).toEqual([["2", "80000"]]);
  });
});

describe("a party named beside its role and where it is (after review)", () => {
  it("keeps the name after a one-word place, and ends it where a name ends", () => {
    const bill = "bill from our landlord in Ikoyi Olumide Balogun 2.4m rent";
    expect(billSpec.fromText(bill, source(bill)).records[0]?.contact).toBe("Olumide Balogun");
    expect(invoice("invoice a client in Texas, Lone Star Media LLC for 10 hours at $90").records[0]?.contact).toBe(
      "Lone Star Media LLC",
    );
    const lawyers = "Bill from our lawyers, Adaeze Nwosu & Co, for legal fees 500k";
    expect(billSpec.fromText(lawyers, source(lawyers)).records[0]?.contact).toBe("Adaeze Nwosu & Co");
  });

  it("reads what is sold after 'invoice for' as the item, never the customer", () => {
    for (const text of ["invoice for boiler repair £260, due in 7 days", "Invoice for consulting $500 due in 14 days"])
      expect(invoice(text).problems).toEqual([expect.objectContaining({ field: "contact" })]);
    const catering = invoice("invoice for catering for Brightstar Hotels Ltd, 450k, due in 14 days").records[0];
    expect([catering?.contact, catering?.record_items.map((i) => i.description)]).toEqual([
      "Brightstar Hotels Ltd",
      ["catering"],
    ]);
    // (A name, in any case, is still the customer.)
    expect(invoice("invoice for ota farms 50k for feed").records[0]?.contact).toBe("ota farms");
    expect(invoice("invoice for ACME LLC $250 for consulting").records[0]?.contact).toBe("ACME LLC");
  });

  it("ends a name at a currency's code before the sum", () => {
    const cad = invoice("Invoice Lakeshore Coffee Roasters CAD 2,400 for packaging design, rate 0.73 USD per CAD")
      .records[0];
    expect([cad?.contact, cad?.currency]).toEqual(["Lakeshore Coffee Roasters", "CAD"]);
  });

  it("reads a place of two or three words when a comma and a name in capitals follow it", () => {
    const newYork = invoice("Invoice a client in New York, Lone Star Media LLC, $4,000 for video editing").records[0];
    expect([newYork?.contact, newYork?.record_items.map((i) => i.description)]).toEqual([
      "Lone Star Media LLC",
      ["video editing"],
    ]);
    const harcourt = "Bill from a supplier in Port Harcourt, Rivers Gas Ltd, 80k for gas";
    expect(billSpec.fromText(harcourt, source(harcourt)).records[0]?.contact).toBe("Rivers Gas Ltd");
    // (A one-word place with its name after it, and a comma after the name, still reads the name.)
    const landlord = "Bill from our landlord in Ikoyi Olumide Balogun, rent 500k";
    expect(billSpec.fromText(landlord, source(landlord)).records[0]?.contact).toBe("Olumide Balogun");
    expect(invoice("invoice a customer in Lagos, Ade Foods, 50k for catering").records[0]?.contact).toBe("Ade Foods");
  });
});
