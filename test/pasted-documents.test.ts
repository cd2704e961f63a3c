// Supplier documents as they arrive (issue 16): pasted invoices with their column tables
// and forms, ledger notes written between dashes, an email from the supplier, a phone
// message in pidgin. Each class with the neighbouring phrasings it must not misread.
import { describe, expect, it } from "vitest";
import { lexiconAccount } from "../src/accounts/lexicon";
import { billSpec, expenseSpec, incomeSpec, invoiceSpec } from "../src/documents/extraction";
import { rateOf } from "../src/extraction/grammar/rates";
import { withoutContactDetails } from "../src/extraction/grammar/references";
import { readDocument } from "./fixtures/document-reading";

const bill = readDocument(billSpec);

describe("a supplier's invoice pasted whole", () => {
  it("reads a table of descriptions and amounts alone, one of each (S/N, Amount (₦))", () => {
    const read = bill(`SparkClean Facility Services Ltd
9 Isaac John Street, GRA Ikeja, Lagos

INVOICE #SC-0457
Date: 17th March, 2026
Client: Ota Ventures Ltd

S/N   Description                              Amount (₦)
1     Office cleaning - monthly contract       180,000.00
2     Window & facade washing                   45,000.00
                                 Subtotal      225,000.00
                                 VAT 7.5%       16,875.00
                                 Total         241,875.00

Payment within 14 days.`);
    expect(read).toMatchObject({
      contact: "SparkClean Facility Services Ltd",
      date: "2026-03-17",
      terms: 14,
      items: [
        ["Office cleaning - monthly contract", "1", "180000", "7.5", null],
        ["Window & facade washing", "1", "45000", "7.5", null],
      ],
    });
  });

  it("takes a count column named by what it counts, a price per it, and prices that hold the VAT", () => {
    expect(
      bill(`Kano Grains Ltd.
SALES INVOICE                                  16-Mar-2026
Bags   Product                     Price/bag           Value
 45    Rice (50kg, parboiled)      54,000.00    2,430,000.00
                                  TOTAL         2,430,000.00`).items,
    ).toEqual([["Rice (50 kg parboiled)", "45", "54000", null, null]]);
    // "Rate (VAT incl.)" and "Total (inclusive of 7.5% VAT)": the rate inside the price.
    expect(
      bill(`BRIGHTSTAR HOTELS LTD
INVOICE                                         No. BH-20441
Description          Nights    Rate (VAT incl.)        Amount
Executive room          3          69,875.00       209,625.00

Total (inclusive of 7.5% VAT)                      209,625.00`).items,
    ).toEqual([["Executive room", "3", "65000", "7.5", null]]);
  });

  it("reads a count and a line amount without a price when the amount divides by the count", () => {
    const table = (amount: string) =>
      bill(`Lekki Print House Ltd
INVOICE LPH-2203
Qty     Item                    Total
3       Roll-up banners         ${amount}`);
    expect(table("105,000.00").items).toEqual([["Roll-up banners", "3", "35000", null, null]]);
    // 100,000 over 3 is no price in whole kobo: one line of what was charged, its count
    // said in its description (never 3 at 100,000).
    expect(table("100,000.00").items).toEqual([["Roll-up banners (qty 3)", "1", "100000", null, null]]);
  });

  it("reads an invoice written as a form, one label per line, and checks the amount it states", () => {
    const form = (amount: string) => `EKO FUELS LTD
INVOICE NO. EF/0931
Date: 18/03/2026

Product:   AGO (diesel) for generator
Quantity:  1,500 litres
Price:     ₦1,165.00 per litre
Amount:    ${amount}
VAT (7.5%): ₦131,062.50
Total:     ₦1,878,562.50

Due: 7 days from invoice date`;
    expect(bill(form("₦1,747,500.00"))).toMatchObject({
      date: "2026-03-18",
      terms: 7,
      items: [["AGO (diesel) for generator", "1500", "1165", "7.5", null]],
    });
    // An amount that is not the count times the price leaves the form as written: refused.
    expect(bill(form("₦1,700,000.00"))).toHaveProperty("problems");
    // A meter's bill: the charge names the item; "Pay by" is the due date.
    expect(
      bill(`IKEJA ELECTRIC PLC
Customer: OTA VENTURES LTD
Units consumed (kWh)            1,240
Rate per kWh                  ₦209.50
Energy charge             ₦259,780.00
VAT @ 7.5%                 ₦19,483.50
AMOUNT PAYABLE            ₦279,263.50

Bill date: 10/03/2026        Pay by: 24/03/2026`),
    ).toMatchObject({
      date: "2026-03-10",
      due: "2026-03-24",
      items: [["Energy charge", "1240", "209.5", "7.5", null]],
    });
  });

  it("blanks what addresses the business itself, up to a label set apart on the same line", () => {
    expect(
      bill(`Power Gen Services Nig. Ltd
23 Ikorodu Road, Maryland, Lagos     Tel: 0802 331 9090

Invoice to: Ota Ventures Ltd               Invoice date: 06/03/2026
                                            Terms: Net 21

Description                           Qty    Unit price        Amount
Labour                                  1     30,000.00     30,000.00`),
    ).toMatchObject({ contact: "Power Gen Services Nig. Ltd", date: "2026-03-06", terms: 21 });
    // A UK letterhead: its floor and postcode are no items; "To:" is the business.
    expect(
      bill(
        `Halden & Rowe LLP
4th Floor, 21 Gresham Street, London EC2V 7JE

INVOICE
To: Ota Ventures Ltd, 15 Awolowo Road, Ikoyi, Lagos
Date: 5 March 2026

Review of Q4 management accounts                £1,850.00
Total due                                       £1,850.00
use 2,065`,
        "Halden & Rowe LLP",
      ),
    ).toMatchObject({ contact: "Halden & Rowe LLP", currency: "GBP", rate: "2065" });
    expect(withoutContactDetails("London EC2V 7JE").trim()).toBe("London");
    expect(withoutContactDetails("2 x2 3kg bags").trim()).toBe("2 x2 3kg bags");
  });

  it("takes the letterhead under a request of its own, and an email's sender by name", () => {
    expect(
      bill(`Please record the bill below, thanks.

Lekki Print House Ltd
12B Admiralty Way, Lekki Phase 1

INVOICE   LPH-2203
500 flyers @ 120`).contact,
    ).toBe("Lekki Print House Ltd");
    expect(
      bill(`rate to use is 1,600

From: ShipFast Logistics Ltd <billing@shipfast.example>
Subject: Invoice SF-8812

Clearing & forwarding fee             USD 1,150.00
Kindly pay within 10 days.`),
    ).toMatchObject({ contact: "ShipFast Logistics Ltd", currency: "USD", rate: "1600", terms: 10 });
    // A person forwarding is no business: no supplier read from them.
    expect(
      bill(`From: Jane Okafor <jane@ours.example>
Subject: this one

clearing USD 1,150.00`),
    ).toHaveProperty("problems");
  });
});

describe("ledger notes between dashes", () => {
  it("reads each clause between dashes or bars: terms alone, a rate to use, short units, short discounts", () => {
    expect(bill("Siemens AG — control panel spares — €1,240.00 @ ₦1,780 — 30 days")).toMatchObject({
      contact: "Siemens AG",
      currency: "EUR",
      rate: "1780",
      terms: 30,
      items: [["control panel spares", "1", "1240", null, null]],
    });
    expect(
      bill("Purchase inv: Kano Grains Ltd | 15/03/26 | maize 60 bags x ₦39,500 | sorghum 30 bags x ₦28,000 | 21 days"),
    ).toMatchObject({
      date: "2026-03-15",
      terms: 21,
      items: [
        ["maize", "60", "39500", null, null],
        ["sorghum", "30", "28000", null, null],
      ],
    });
    expect(
      bill("Halden & Rowe - yr-end accounts prep - £2,750.00 - inv dated 02/03/26 - 30 days - use 2,080"),
    ).toMatchObject({
      date: "2026-03-02",
      terms: 30,
      currency: "GBP",
      rate: "2080",
    });
    expect(bill("XYZ Supplier - floor tiles 25 ctns @ ₦16,800 - 5% trade disc. - net 14")).toMatchObject({
      discount: { percent: "5" },
      items: [["floor tiles", "25", "16800", null, null]],
    });
    expect(bill("Eko Fuels Ltd — diesel for gen, 800 L @ ₦1,180 — on credit — 7 days").items).toEqual([
      ["diesel for gen", "800", "1180", null, null],
    ]);
    // A disc that is a thing stays one; a delivery time is no terms.
    expect(bill("bill from XYZ: 2 brake disc @ 15,000").items).toEqual([["brake disc", "2", "15000", null, null]]);
    expect(bill("Bill from XYZ 2 chairs at 5,000 delivered in 3 days")).toHaveProperty("problems");
  });

  it("reads 'use N' as the rate only as a number of naira standing alone", () => {
    expect(rateOf("£2,750.00 - use 2,080")).toBe("2080");
    expect(rateOf("rate to use is 1,600\n\nFrom: …")).toBe("1600");
    expect(rateOf("we use 1,500 litres a month")).toBeNull();
    expect(rateOf("use 20 bags")).toBeNull();
  });
});

describe("a phone message", () => {
  it("reads pidgin's 'na credit', a sum said before its count and price, and a bill's sum that is no number", () => {
    expect(
      bill(
        "kano grains don bring 40 bag rice 52k per bag na credit, i go pay in 2 weeks",
        "Kano Grains Ltd",
        "kano grains",
      ),
    ).toMatchObject({ contact: "Kano Grains Ltd", terms: 14, items: [["rice", "40", "52000", null, null]] });
    expect(bill("bill - xyz supplier - 1.2m, na 300 carton water 4k each").items).toEqual([
      ["water", "300", "4000", null, null],
    ]);
    // A sum the count and price do not make is refused, quoted.
    expect(JSON.stringify(bill("bill - xyz supplier - 1.3m, na 300 carton water 4k each"))).toContain("1.3m");
    // "light bill 148,300" is a sum, no bill number 148.
    expect(
      bill("ikeja electric light bill 148,300, the bill date na last friday", "Ikeja Electric", "ikeja electric"),
    ).toMatchObject({
      date: "2026-03-13",
      items: [["light bill", "1", "148300", null, null]],
    });
  });
});

describe("money paid or received, as receipts and notes say it", () => {
  const cash = (spec: typeof expenseSpec, text: string) => {
    const r = spec.fromText(text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
    if (r.problems.length) return { problems: r.problems.map((p) => p.message) };
    const { amount, currency, exchange_rate, date, contact, category } = r.records[0]!;
    return { amount, currency, exchange_rate, date, contact, category };
  };

  it("multiplies a count written after its thing or after the price of each", () => {
    expect(cash(expenseSpec, "loaders wages 8k each for 2 of them, cash, saturday")).toMatchObject({
      amount: "16000",
      // A day of the week alone, for money that moved, is the last one.
      date: "2026-03-14",
    });
    expect(cash(expenseSpec, "Staff wages (casuals x3 @ ₦10,000) - cash - 13/03/26")).toMatchObject({
      amount: "30000",
      date: "2026-03-13",
    });
    expect(cash(expenseSpec, "paid 5k for fuel on friday").date).toBe("2026-03-13");
  });

  it("takes a bank paid with as the account, not the payee", () => {
    expect(
      cash(expenseSpec, "Globex Nigeria Ltd - printer paper 10 reams @ ₦5,150 - paid Zenith 11/03/26"),
      // (Globex, named first, is found among the business's contacts at the create.)
    ).toMatchObject({ amount: "51500", category: "Zenith", contact: null });
    // "GTBank charges" are no account paid from.
    expect(cash(expenseSpec, "paid GTBank charges 500").category).toBeNull();
    expect(cash(expenseSpec, "Paid Oando Energy Depot Ltd ₦540,000 for diesel").contact).toBe("Oando Energy Depot Ltd");
  });

  it("reads a pasted receipt's total, a parcel's weight as no money, and a rate said on the line above", () => {
    expect(
      cash(
        expenseSpec,
        `paid with the GTB dollar card, GTB's rate was 1,602.50

Amazon.com order #114-7723091-5520147
USB-C hub (7-in-1)               $54.99
HDMI cable 2m x 2 @ $17.50       $35.00
Order total:                     $89.99`,
      ),
    ).toMatchObject({ amount: "89.99", currency: "USD", exchange_rate: "1602.50" });
    expect(
      cash(
        expenseSpec,
        `courier for the signed contracts to Abuja, paid from Access

DHL Express Nigeria
Waybill: 4481 2290 63
Weight: 0.5 kg
Charges:   NGN 14,800.00
Date: 12/03/2026`,
      ),
    ).toMatchObject({ amount: "14800", date: "2026-03-12", category: "Access" });
    expect(
      cash(
        incomeSpec,
        `rate on the day was 1,575

REMITTANCE ADVICE
From:          ACME LLC, 500 Market St, Wilmington DE 19801
To:            Ota Ventures Ltd
Payment date:  12 March 2026
Amount:        USD 2,250.00
Credited to:   GTBank USD Domiciliary`,
      ),
    ).toMatchObject({
      amount: "2250",
      currency: "USD",
      exchange_rate: "1575",
      date: "2026-03-12",
      contact: "ACME LLC",
      category: "GTBank USD Domiciliary",
    });
    // A weight priced by the kilo is the count, not a size.
    expect(cash(incomeSpec, "Sold 320 kg of scrap metal at ₦450/kg, cash").amount).toBe("144000");
    // A till's number is no year: "#0142" over the day's date.
    expect(
      cash(
        incomeSpec,
        `till Z report, takings went into the cash box

Z REPORT  #0142
17/03/2026
Gross sales         412,800.00
Cash                412,800.00`,
      ),
    ).toMatchObject({ amount: "412800", date: "2026-03-17" });
  });
});

describe("invoices as they are typed", () => {
  const invoice = (text: string, known?: string) => {
    const r = invoiceSpec.fromText(text, {
      prompt: text,
      today: "2026-03-18",
      standardTaxRate: "7.5",
      ...(known ? { knownContact: { name: known, written: known } } : {}),
    });
    if (r.problems.length) return { problems: r.problems.map((p) => p.message) };
    const d = r.records[0]!;
    return {
      contact: d.contact,
      date: d.date,
      terms: d.terms_days,
      items: d.record_items.map((i) => [i.description, i.quantity, i.unit_price]),
      payments: d.payments.map((p) => [p.amount, p.date]),
    };
  };

  it("never takes the document's number for the customer", () => {
    for (const number of ["No. 0147", "No. INV-0342", "Number 88"])
      expect(
        invoice(`INVOICE ${number}
Date: 9 March 2026
Bill to: Chinedu Okafor
2 Installation @ 35,000`).contact,
      ).toBe("Chinedu Okafor");
  });

  it("reads a deposit received with the invoice, the balance's days as terms, and credit said 'on 30 days'", () => {
    expect(
      invoice(
        "Inv: Chinedu Okafor - kitchen cabinets supply & fix 1.35m. deposit 500k recd in cash today, bal 14 days",
      ),
    ).toMatchObject({ terms: 14, payments: [["500000", "2026-03-18"]] });
    expect(
      invoice("17/03 brightstar hotels, 40 bath towels at 7,250 each, on 30 days", "brightstar hotels"),
    ).toMatchObject({ date: "2026-03-17", terms: 30 });
  });

  it("reads what was sold, not the verb, and a thing delivered to the customer is no customer", () => {
    expect(
      invoice(
        "Sold 6 solar inverters to Chinedu Okafor on credit, 385k a piece, hell settle in 2 weeks",
        "Chinedu Okafor",
      ),
    ).toMatchObject({ contact: "Chinedu Okafor", terms: 14, items: [["solar inverters", "6", "385000"]] });
    expect(invoice("maize delivered to ota farms ltd today, 250k. they owe us", "ota farms ltd").contact).toBe(
      "ota farms ltd",
    );
    expect(invoice("Invoice Ota Farms: Toner 85A 4 x 41,000").items).toEqual([["Toner 85A", "4", "41000"]]);
  });
});

describe("a sum said beside what makes it", () => {
  it("takes the sum before the party as the line it states, and a count priced as one whole at its share", () => {
    const r = invoiceSpec.fromText(
      "₦ 84,000.00 -- chinedu okafor -- 3 days plumbing labour @ 28,000/day. send him an invoice, due fri",
      { prompt: "", today: "2026-03-18", knownContact: { name: "Chinedu Okafor", written: "chinedu okafor" } },
    );
    expect(r.problems).toEqual([]);
    expect(r.records[0]).toMatchObject({ contact: "Chinedu Okafor", due_date: "2026-03-20" });
    expect(r.records[0]!.record_items.map((i) => [i.description, i.quantity, i.unit_price])).toEqual([
      ["plumbing labour", "3", "28000"],
    ]);
    // A sum the count and price do not make is refused, quoted.
    const wrong = invoiceSpec.fromText("₦ 85,000.00 -- chinedu okafor -- 3 days plumbing labour @ 28,000/day", {
      prompt: "",
      today: "2026-03-18",
      knownContact: { name: "Chinedu Okafor", written: "chinedu okafor" },
    });
    expect(JSON.stringify(wrong.problems)).toContain("85,000.00");
    expect(bill("Brightstar Hotels Ltd billed us ₦ 195,000.00 -- 3 nights for the auditors").items).toEqual([
      ["nights for the auditors", "3", "65000", null, null],
    ]);
    // Two counted things and one sum: which costs what is not said; refused.
    expect(bill("Brightstar Hotels Ltd billed us ₦ 195,000.00 -- 3 nights for the auditors, 2 dinners")).toHaveProperty(
      "problems",
    );
  });
});

describe("expenses with a form's labels", () => {
  it("reads the payee, the bank paid from and what it was for; whom it was for is no account", () => {
    const r = expenseSpec.fromText(
      "merchant: SHOPRITE LEKKI\namount: NGN 14,250\ndesc: tea, sugar, milk for the office\npaid: access",
      { prompt: "", today: "2026-03-18" },
    ).records[0];
    expect(r).toMatchObject({ amount: "14250", contact: "SHOPRITE LEKKI", category: "access", account: "tea" });
    expect(
      expenseSpec.fromText("paid 3k for the office", { prompt: "", today: "2026-03-18" }).records[0]?.account,
    ).toBeNull();
    expect(
      expenseSpec.fromText("yesterday, from zenith, 4 reams A4 @ 4,600 -- vendor was globex", {
        prompt: "",
        today: "2026-03-18",
      }).records[0],
    ).toMatchObject({ amount: "18400", contact: "globex", date: "2026-03-17" });
    expect(rateOf("ocean freight $2,150.00, Net 30, book it at 1,560")).toBe("1560");
    expect(rateOf("book it at 1,560 per carton")).toBeNull();
  });
});

describe("what money came in for, in everyday words", () => {
  it.each([
    ["walk-ins bought 187,350 worth of stuff today, all cash", "Sales"],
    ["bolanle stores don pay 230k for the provisions, cash", "Sales"],
    ["cash from a DJ gig last friday - 22.5k", "Service Revenue"],
    ["ACME wired $2k to the dom account for the website gig", "Service Revenue"],
    ["sell empty carton and sack 9,500 cash", "Other Income"],
    // (Cartons sold full are sales.)
    ["sold 40 cartons of water 9,500 cash", "Sales"],
  ])("%s → %s", (text, account) => {
    expect(lexiconAccount("income", text)).toBe(account);
  });
});

describe("neighbours the new readings must not misread (review)", () => {
  it("keeps days counted at a day's price as a count, a payee named with a bank's word, a vendor's name short", () => {
    const hire = invoiceSpec.fromText("Invoice Ada Okafor - car hire - 3 days - ₦40,000 per day", {
      prompt: "",
      today: "2026-03-18",
    }).records[0]!;
    expect(hire.terms_days).toBeNull();
    expect(hire.record_items.map((i) => [i.quantity, i.unit_price])).toEqual([["3", "40000"]]);
    const pay = (text: string) => expenseSpec.fromText(text, { prompt: "", today: "2026-03-18" }).records[0]!;
    expect(pay("Paid Unity Schools ₦120,000 for fees").contact).toBe("Unity Schools");
    expect(pay("bought printer toner 45k vendor was globex via transfer today").contact).toBe("globex");
  });

  it("refuses a form whose VAT or total the count and price do not make, and a count of goods collected is no payment", () => {
    expect(
      bill(`Eko Fuels Ltd
Invoice EF/1
Product: Diesel
Quantity: 1,000 litres
Price: ₦1,200
VAT (7.5%): ₦80,000
Total: ₦1,280,000`),
    ).toHaveProperty("problems");
    const eggs = invoiceSpec.fromText(
      "Invoice Ota Farms: 2,500 crates of eggs at 4,200; 1,500 collected on Monday, rest Friday",
      { prompt: "", today: "2026-03-18" },
    );
    expect(eggs.records[0]?.payments ?? []).toEqual([]);
  });
});
