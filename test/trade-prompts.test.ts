// Invoices and bills as other trades and other countries' bookkeepers write them: sums
// closed with "/=" or "/-", lakhs and crores, Indian digit grouping, decimal commas and
// spaces between thousands, rupees, rand and shillings; credit terms said their way
// ("credit 30 days", "2 wks credit", "payment at 60 days", "30 days from today").
import { describe, expect, it } from "vitest";
import { lexiconAccount } from "../src/accounts/lexicon";
import { billSpec, invoiceSpec } from "../src/documents/extraction";
import { findTermsDays } from "../src/extraction/grammar/dates";
import { rateOf } from "../src/extraction/grammar/rates";
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";

// (A contact of the business the prompt names, as the create pipeline finds it.)
const source = (prompt: string, known?: string) => {
  const at = known ? prompt.toLowerCase().indexOf(known.toLowerCase()) : -1;
  return {
    prompt,
    today: "2026-03-18",
    ...(known && at >= 0 ? { knownContact: { name: known, written: prompt.slice(at, at + known.length) } } : {}),
  };
};
// (As the rules extractor reads a prompt: its sums in the grammar's forms first.)
const invoice = (text: string, known?: string) => invoiceSpec.fromText(writtenSums(text).text, source(text, known));
const bill = (text: string, known?: string) => billSpec.fromText(writtenSums(text).text, source(text, known));
const items = (read: ReturnType<typeof invoice>) =>
  read.records[0]?.record_items.map((i) => [i.quantity, i.unit_price]) ?? read.problems;
const sums = (text: string) => writtenSums(text).text;

describe("sums written in other countries' habits", () => {
  it.each([
    ["40 bags at N11,750/= per bag", "40 bags at N11,750 per bag"],
    ["Electrical fittings - ₦85,000/-", "Electrical fittings - ₦85,000"],
    ["KShs 180,000/= for ginger", "KES180,000 for ginger"],
    ["False ceiling work - ₦3.2 lakh", "False ceiling work - ₦320k"],
    ["rent @ ₦7.5 lakh p.m.", "rent @ ₦750k per month"],
    ["a grant of 2 crore", "a grant of 20m"],
    ["Rs. 1,27,350 and 3,45,000.00", "₹127,350 and 345,000.00"],
    ["3 drums at 112.500,00 naira each", "3 drums at 112,500.00 naira each"],
    ["600 litres at 1 185,50 naira the litre", "600 litres at 1,185.50 naira the litre"],
    ["12 chafing dishes at 27 500 naira the piece", "12 chafing dishes at 27,500 naira the piece"],
    ["Lagos Water Corporation acc N21 800", "Lagos Water Corporation acc N21,800"],
    ["2 000 cardboard boxes @ R14,50 each", "2,000 cardboard boxes @ ZAR14.50 each"],
    ["VAT 7,5% to add", "VAT 7.5% to add"],
    ["2 machines at 1.850,00 € the piece", "2 machines at 1,850.00 € the piece"],
  ])("%s", (written, read) => expect(sums(written)).toBe(read));

  // What looks alike but is no such sum stays as written.
  it.each([
    "Deliver 12 500ml bottles",
    "3 rooms, R2 and R3, at 45,000 each",
    "sizes 10,12,14 at 2,500 each",
    "phone 0809 900 1122",
    "add Aisha Bello as an employee, phone +234 809 000 1122",
    "call 234 809 000 1122",
    "dated 12/03/2026 and 1/2 of the order",
    "ratio 3/4 each",
    "Cr 5,000 to Sales",
  ])("%s stays", (written) => expect(sums(written)).toBe(written));

  it("reads a bill in rupees with its rate per rupee", () => {
    const read = bill(
      "Being purchase of pump spares from Chennai Pumps Pvt Ltd, Rs. 85,000/-, bill dated 13-03-2026, credit 30 days. Kindly take rate ₦18.40 per rupee.",
    );
    expect(read.records[0]).toMatchObject({
      contact: "Chennai Pumps Pvt Ltd",
      date: "2026-03-13",
      terms_days: 30,
      currency: "INR",
      exchange_rate: "18.40",
    });
    expect(items(read)).toEqual([["1", "85000"]]);
  });

  it("reads prices closed with /= and a count per bag", () => {
    const read = invoice(
      "Kindly raise invoice to Ota Farms Ltd for the supply of 40 bags grower mash at N11,750/= per bag. They have promised to pay within 21 days.",
    );
    expect(read.records[0]).toMatchObject({ contact: "Ota Farms Ltd", terms_days: 21 });
    expect(items(read)).toEqual([["40", "11750"]]);
  });

  it("reads a decimal comma and a rate of 1 760 naira to the euro", () => {
    expect(rateOf(sums("rate 1 € = 1 760 naira, payment at 60 days"))).toBe("1760");
    expect(rateOf(sums("at the rate of 1 570 naira for 1 dollar"))).toBe("1570");
    expect(rateOf("Use N86 to the rand.")).toBe("86");
    // (A price per unit of goods is no rate: "N86 to the bag" names no currency.)
    expect(rateOf("Use N86 to the bag.")).toBeNull();
  });
});

describe("credit terms as other trades say them", () => {
  it.each([
    ["Kano Grains Ltd bill, credit 10 days", 10],
    ["Invoice dated 16-03-2026, credit period 30 days.", 30],
    ["credit terms: 45 days", 45],
    ["5 trips sharp sand x 78,000. 2 wks credit", 14],
    ["40 bags @10,400 — 2 weeks credit", 14],
    ["one month credit", 30],
    ["to pay at 45 days", 45],
    ["payment at 60 days", 60],
    ["Invoice them, 30 days from today.", 30],
    ["due 14 days after the invoice date", 14],
    ["2 000 boxes @ R14,50 each, 30 days. Use N86 to the rand.", 30],
  ])("%s", (text, days) => expect(findTermsDays(text)).toBe(days));

  it.each([
    "credit note for 30 days of hire",
    "delivered at 10 days' notice",
    "hire 4 days @ 280k/day",
    "settled 30 days ago",
  ])("%s is no terms", (text) => expect(findTermsDays(text)).toBeNull());

  it("reads a bill on two weeks' credit", () => {
    const read = bill("Globex Nigeria Limited: 5 trips sharp sand x 78,000; 3 trips laterite x 60,000. 2 wks credit");
    expect(read.records[0]?.terms_days).toBe(14);
    expect(items(read)).toEqual([
      ["5", "78000"],
      ["3", "60000"],
    ]);
  });
});

describe("prices as other trades and countries say them", () => {
  it.each([
    ["Invoice for Ota Farms Ltd: 3 drums of vaccine at 112.500,00 naira each one.", [["3", "112500"]]],
    ["Invoice Brightstar Hotels Ltd: 12 chafing dishes at 27 500 naira the piece", [["12", "27500"]]],
    ["Invoice Chinedu Okafor: 3 units, 75.000,00 naira by unit", [["3", "75000"]]],
    ["Invoice Brightstar Hotels Ltd - 20 nos. steel trolleys @ ₦64,500/- each", [["20", "64500"]]],
    [
      "Invoice to Chinedu Okafor dated 09-03-2026 :\n1) False ceiling work - ₦3.2 lakh\n2) Electrical fittings - ₦85,000/-",
      [
        ["1", "320000"],
        ["1", "85000"],
      ],
    ],
    [
      "Invoice Bolanle Stores: 14 x consultation @15,000 / 14 x FBC @ 6,500 / 14 x malaria RDT @ 2,500",
      [
        ["14", "15000"],
        ["14", "6500"],
        ["14", "2500"],
      ],
    ],
    [
      "Please raise an invoice to Globex Nigeria Limited for use of our hall for their two-day training at ₦150,000 per day.",
      [["2", "150000"]],
    ],
    ["Bill from XYZ Supplier: gas refill, 3 cylinders x 50kg = 150kg @ ₦1,250/kg. bill", [["150", "1250"]]],
    ["Bill from XYZ Supplier: 3 cylinders x 50kg @ ₦1,250/kg", [["150", "1250"]]],
    ["Bill from Landmark Properties Ltd: warehouse rent for 3 months @ ₦7.5 lakh p.m.", [["3", "750000"]]],
    [
      "Bill from Eko Fuels Ltd: 600 litres AGO for the clinic generator, ₦1,180/litre - bill, due in 10 days",
      [["600", "1180"]],
    ],
  ])("%s", (text, expected) => {
    const read = /^bill/i.test(text) ? bill(text) : invoice(text);
    expect(items(read)).toEqual(expected);
  });

  it.each([
    // (A size that does not add up to the total stated is no count of the measure.)
    ["Bill from XYZ Supplier: 3 cylinders x 50kg = 120kg @ ₦1,250/kg", "150"],
    // (Priced per pack, not per kg: the packs are counted.)
    ["Bill from XYZ Supplier: 3 cylinders x 50kg @ ₦1,250 each", "150"],
  ])("%s is not counted by the measure", (text, not) => {
    const read = bill(text);
    expect(read.records[0]?.record_items[0]?.quantity).not.toBe(not);
  });

  it("keeps the lot a total and a time a time", () => {
    expect(items(invoice("Invoice Bolanle Stores: 12 chairs at 27,500 the lot"))).not.toEqual([["12", "27500"]]);
    expect(sums("meet at 5 p.m. today, invoice ₦750k pm")).toBe("meet at 5 p.m. today, invoice ₦750k per month");
  });
});

describe("parties as other trades name them", () => {
  it.each([
    [
      "Harvest sales — new buyer Sahel Commodities Ltd, 18 tonnes maize at 410k/tonne. Invoice, payable end of month.",
      "invoice",
      "Sahel Commodities Ltd",
    ],
    [
      "Covenant Chapel (new customer) – outdoor catering: 300 heads @ ₦3,500 + 2 trays asun @ 45k. Due 31/03.",
      "invoice",
      "Covenant Chapel",
    ],
    [
      "Alhaji Sani Properties (landlord, annex building) — 1st term rent ₦1,350,000, pay by month end",
      "bill",
      "Alhaji Sani Properties",
    ],
    [
      "Cape Packaging (Pty) Ltd - 2 000 cardboard boxes @ R14,50 each, 30 days. Use N86 to the rand.",
      "bill",
      "Cape Packaging (Pty) Ltd",
    ],
    [
      "Plant hire bill – Julius Okon Equipment Ltd\nexcavator 4 days @ 280k/day\nlow-bed mobilisation 150k",
      "bill",
      "Julius Okon Equipment Ltd",
    ],
    [
      "Vet bill 16/03/2026 – Yusuf Veterinary Services: vaccinated 5,000 birds @ N35/bird, 2 farm visits @ 15k",
      "bill",
      "Yusuf Veterinary Services",
    ],
    ["Lagos Water Corporation acc N21 800, due month-end", "bill", "Lagos Water Corporation"],
    [
      "Creditor: Eko Fuels Ltd. 2,500 litres AGO at ₦1,095 per litre, invoice dated 9 March 2026, 14 days.",
      "bill",
      "Eko Fuels Ltd",
    ],
    ["got the Shopify invoice - $79 monthly plan, due upon receipt", "bill", "Shopify"],
  ])("%s", (text, kind, contact) => {
    const read = kind === "bill" ? bill(text) : invoice(text);
    expect(read.records[0]?.contact ?? read.problems).toBe(contact);
  });

  it.each([
    // (A name after the dash that is no business's: the words before "bill" stay the party.)
    ["Kano Grains bill - maize 30 bags @ 26,400", "Kano Grains"],
    ["Globex Nigeria Limited: 5 trips sharp sand x 78,000", "Globex Nigeria Limited"],
  ])("%s keeps its party", (text, contact) => expect(bill(text).records[0]?.contact).toBe(contact));

  it("reads the terms and the items after the creditor's sentence", () => {
    const read = bill(
      "Creditor: Eko Fuels Ltd. 2,500 litres AGO at ₦1,095 per litre for the generators, invoice dated 9 March 2026, 14 days.",
    );
    expect(read.records[0]).toMatchObject({ date: "2026-03-09", terms_days: 14 });
    expect(items(read)).toEqual([["2500", "1095"]]);
  });

  it("reads the due date given as 'till' and a balance due in days as terms", () => {
    expect(
      bill(
        "Uniform supplier Kaduna Textiles Ltd sent their invoice dated 2nd March 2026: 150 sets uniform at 12,200/set, 150 sportswear at 6,500. They gave us till 2nd April.",
      ).records[0],
    ).toMatchObject({ date: "2026-03-02", due_date: "2026-04-02" });
    expect(
      invoice(
        "Invoice Ota Farms Ltd for the poultry pen job:\n45 lengths 12mm rod @ 9,800\nlabour (lump sum) 650,000\nThey've transferred 1m to our Zenith today. Balance in 14 days.",
      ).records[0],
    ).toMatchObject({ terms_days: 14, due_date: null });
  });
});

describe("dates, discounts and notes other trades write", () => {
  it("reads the day the customer pays as the due date", () => {
    expect(
      invoice(
        "Please make the facture for Brightstar Hotels Ltd : 12 chafing dishes at 27 500 naira the piece, and the transport 18 000 naira. The client pays the 31 of March.",
        "Brightstar Hotels Ltd",
      ).records[0],
    ).toMatchObject({ date: null, due_date: "2026-03-31" });
    expect(
      invoice("Invoice Chinedu Okafor\nJSS1 tuition ........ 285,000\nPay before resumption, 13/4/2026").records[0],
    ).toMatchObject({ date: null, due_date: "2026-04-13" });
  });

  it("reads a fraction of an inch as a size, no date", () => {
    const read = bill(
      'XYZ Supplier inv XS/0912 - 200 bags cement @ 9,650 + 15 tonnes 3/4" granite @ 36,000. net 30',
      "XYZ Supplier",
    );
    expect(read.records[0]).toMatchObject({ date: null, terms_days: 30 });
    expect(items(read)).toEqual([
      ["200", "9650"],
      ["15", "36000"],
    ]);
  });

  it("reads a weekday alone that dates the invoice as the last one past", () => {
    const read = invoice(
      "Brightstar Hotels Ltd conference catering, Saturday 14th March:\n- 250 plates jollof & chicken @ 4,800/head\n- 4 trays cake @ 35,000\nInvoice dated Saturday. Add 7.5% VAT.",
      "Brightstar Hotels Ltd",
    );
    expect(read.records[0]).toMatchObject({ date: "2026-03-14" });
  });

  it("reads a discount of a kind a school gives, and a tranche as no count", () => {
    const read = invoice(
      "Invoice Chinedu Okafor — 3rd child: tuition 240,000 less sibling discount ₦25,000, uniform 18,500.",
    );
    expect(read.records[0]?.record_items.map((i) => [i.unit_price, i.discount])).toEqual([
      ["240000", { amount: "25000" }],
      ["18500", null],
    ]);
    expect(
      items(invoice("Invoice Hope Foundation UK £12,000 for Q1 programme delivery (tranche 2). Rate ₦2,030/£.")),
    ).toEqual([["1", "12000"]]);
  });

  it("reads a count priced by the term and a currency code written onto its sum", () => {
    expect(
      items(
        invoice("Invoice Brightstar Hotels Ltd staff-children scheme: nine pupils @ ₦195,000 tuition for the term."),
      ),
    ).toEqual([["9", "195000"]]);
    const read = invoice(
      "Kindly invoice Nairobi Fresh Produce Ltd KShs 180,000/= for 2 tonnes dried ginger, payable in 30 days.",
    );
    expect(read.records[0]).toMatchObject({ contact: "Nairobi Fresh Produce Ltd", currency: "KES" });
  });

  it("reads a fee note's lines 'To our professional charges …'", () => {
    const read = bill(
      "Bill from Halden & Rowe LLP:\nTo our professional charges in connection with the year-end statutory audit ............ £6,000.00\nDisbursements (travel, courier) ............ £250.00",
    );
    expect(items(read)).toEqual([
      ["1", "6000"],
      ["1", "250"],
    ]);
  });

  it("takes no terms for a party", () => {
    const read = invoice(
      "Being sale of poultry drugs worth ₦1.5 lakh to Ota Farms Ltd on credit. Invoice dated 16-03-2026, credit period 30 days. Kindly post.",
    );
    expect(read.records[0]).toMatchObject({ contact: "Ota Farms Ltd", date: "2026-03-16", terms_days: 30 });
    expect(items(read)).toEqual([["1", "150000"]]);
  });
});

describe("what other trades' lines are booked to", () => {
  it.each([
    ["income", "data cleanup", "Service Revenue"],
    ["income", "facture for the développement of the mobile application", "Service Revenue"],
    ["income", "pallets of cleaning supplies", "Sales"],
    ["income", "office cleaning", "Service Revenue"],
    ["expense", "baseline survey review", "Professional Fees"],
    ["expense", "end-line evaluation of the programme", "Professional Fees"],
  ] as const)("%s: %s", (kind, text, account) => expect(lexiconAccount(kind, text)).toBe(account));

  it("names the customer a claims batch is for", () => {
    const read = invoice(
      "Feb claims batch for Wellspring HMO Ltd, total N1,845,600. Invoice them, 30 days from today.",
    );
    expect(read.records[0]).toMatchObject({ contact: "Wellspring HMO Ltd", terms_days: 30 });
    expect(items(read)).toEqual([["1", "1845600"]]);
    // (A bill's "for" is what it is for: the supplier is named otherwise.)
    expect(bill("Bill from Kano Grains Ltd for 120 bags of maize @ 37,500").records[0]?.contact).toBe(
      "Kano Grains Ltd",
    );
  });
});

describe("a sheet's title is no party", () => {
  it("reads the customer from the pasted rows", () => {
    const text =
      "Sheet1 (USD) — rate 1,560\nCustomer\tItem\tQty\tPrice\tAmount\nACME LLC\tAPI integration sprint\t2\t2,750.00\t5,500.00";
    expect(invoice(text, "ACME LLC").records[0]?.contact).not.toBe("Sheet1");
  });
});
