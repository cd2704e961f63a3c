// Documents pasted from elsewhere (issue 16, second round): other software's screens and
// exports (a label on each line, a register's row with its customer and dates), a
// supplier's scanned paper (its letterhead, a meter's readings, "pay on or before"), and
// a chat pasted whole. Each class with the neighbouring phrasings it must not misread.
import { describe, expect, it } from "vitest";
import { billSpec, invoiceSpec } from "../src/documents/extraction";
import { readDocument } from "./fixtures/document-reading";

const bill = readDocument(billSpec);
const invoice = readDocument(invoiceSpec);

describe("another program's invoice screen, a label on each line", () => {
  it("takes the party from its label, not from the document's own 'Invoice Number' or 'Invoice Date'", () => {
    expect(
      invoice(`Customer: ACME LLC
Invoice #: 1047
Invoice Date: 03/16/2026
Terms: Net 30
Description: Advisory retainer
Qty: 16
Rate: 35,000.00
Amount: 560,000.00
Total: 560,000.00`),
    ).toMatchObject({
      contact: "ACME LLC",
      date: "2026-03-16",
      terms: 30,
      items: [["Advisory retainer", "16", "35000", null, null]],
    });
    expect(
      invoice(`To: ACME LLC
Invoice Number: INV-0318
Issue Date: 18 Mar 2026
Due Date: 17 Apr 2026
Description	Quantity	Unit Price	Amount
Monthly support retainer	3	1,200.00	3,600.00`),
    ).toMatchObject({
      contact: "ACME LLC",
      date: "2026-03-18",
      due: "2026-04-17",
      items: [["Monthly support retainer", "3", "1200", null, null]],
    });
    expect(
      bill(`Vendor Name: XYZ Supplier
Bill#: XS-20931
Bill Date: 06/03/2026
Item | Qty | Rate | Amount
PVC pipes | 120 | 2,150.00 | 258,000.00`),
    ).toMatchObject({ contact: "XYZ Supplier", date: "2026-03-06", items: [["PVC pipes", "120", "2150", null, null]] });
    // (A Sage screen: the account code, then the name.)
    expect(bill("Supplier A/C: XYZSUP  XYZ Supplier\nDate 16/03/2026\n60 bags cement @ 9,350.00")).toMatchObject({
      contact: "XYZ Supplier",
      items: [["cement", "60", "9350", null, null]],
    });
  });
  it("leaves a label that names no one, and a bill's 'To:' (the business itself), as they were", () => {
    expect(invoice("To: be confirmed\nInvoice ACME LLC for 2 chairs at 5,000")).toMatchObject({ contact: "ACME LLC" });
    expect(bill("To: Ota Ventures Ltd\nbill from Globex Nigeria Limited: 3 toner @ 45,000")).toMatchObject({
      contact: "Globex Nigeria Limited",
    });
    // (A sentence's "customer" is no label.)
    expect(invoice("invoice our customer Bolanle Stores for 3 cartons at 7,400")).toMatchObject({
      contact: "Bolanle Stores",
    });
  });
});

describe("a register's rows pasted with their header", () => {
  it("says the customer, the dates and the currency the columns give, once for the document", () => {
    expect(
      invoice(`Date	Customer	Description	Qty	Unit Price	VAT	Total
17-Mar-26	Ota Farms Ltd	Broiler starter feed	35	13,200.00	-	462,000.00`),
    ).toMatchObject({
      contact: "Ota Farms Ltd",
      date: "2026-03-17",
      items: [["Broiler starter feed", "35", "13200", null, null]],
    });
    expect(
      bill(`Vendor | Inv Date | Due | Description | Amount
Globex Nigeria Limited | 02-Mar-2026 | 01-Apr-2026 | Printer repair | 75,000.00`),
    ).toMatchObject({ contact: "Globex Nigeria Limited", date: "2026-03-02", due: "2026-04-01" });
    expect(
      invoice(`Client | Service | Hours | Rate (GBP) | Total
Thames Valley Traders Ltd | Market entry study | 24 | 95.00 | 2,280.00`),
    ).toMatchObject({ contact: "Thames Valley Traders Ltd", currency: "GBP" });
  });
  it("reads a software's tax cell ('VAT [7.5%]', '7.5% VAT on Income'), the description beside an item code, and a line's discount", () => {
    expect(
      invoice(`Customer Name: Bolanle Stores
Item Details | Quantity | Rate | Tax | Amount
Detergent carton | 60 | 7,400.00 | VAT [7.5%] | 444,000.00
Sub Total 444,000.00
VAT [7.5%] 33,300.00
Total 477,300.00`),
    ).toMatchObject({ contact: "Bolanle Stores", items: [["Detergent carton", "60", "7400", "7.5", null]] });
    expect(
      invoice(`Invoice Bolanle Stores
Item | Description | Qty | Unit Price | Tax Rate | Amount NGN
BLEACH-5L | Bleach 5 litre | 40 | 3,000.00 | 7.5% VAT on Income | 120,000.00`),
    ).toMatchObject({ items: [["Bleach 5 litre", "40", "3000", "7.5", null]] });
    expect(
      bill(`bill from Kano Grains Ltd
Item | Qty | Rate | Disc | Amount
Rice | 20 | 62,000.00 | 10% | 1,116,000.00
Beans | 10 | 48,000.00 | - | 480,000.00`).items,
    ).toEqual([
      ["Rice", "20", "62000", null, { percent: "10" }],
      ["Beans", "10", "48000", null, null],
    ]);
  });
  it("leaves rows for several customers unsaid: no one document's party", () => {
    expect(
      invoice(`Customer | Description | Qty | Price
Ota Farms Ltd | Feed | 2 | 1,000
Bolanle Stores | Feed | 3 | 1,000`),
    ).not.toMatchObject({ contact: "Ota Farms Ltd" });
  });
});

describe("a supplier's paper, scanned", () => {
  it("takes the letterhead's name as the supplier when the request names none", () => {
    expect(
      bill(`scan of the invoice, enter as bill

GLOBEX NIGERIA LIMITED
23 Creek Rd, Apapa, Lagos
TAX INVOICE            No: GNL/INV/22871
Date: 16/03/2026
A4 Paper 80gsm (ream)      40    4,650.00     186,000.00`),
    ).toMatchObject({
      contact: "GLOBEX NIGERIA LIMITED",
      date: "2026-03-16",
      items: [["A4 Paper 80gsm (ream)", "40", "4650", null, null]],
    });
    expect(
      bill(`put this on the bill side

EKO FUELS LTD   DELIVERY TICKET 00781
DATE 14/03/2026
PRODUCT: AGO (DIESEL)
LITRES: 2,000
PRICE/LTR: 1,105.00
AMOUNT: 2,210,000.00
CUSTOMER: OTA VENTURES — ON ACCOUNT, terms 14 days`),
    ).toMatchObject({ contact: "EKO FUELS LTD", terms: 14, items: [["AGO (DIESEL)", "2000", "1105", null, null]] });
    expect(bill("Amazon Web Services, Inc.\nInvoice Date: March 3, 2026\nTOTAL USD 612.40\nrate 1,552")).toMatchObject({
      contact: "Amazon Web Services",
    });
  });
  it("never takes a title, an address or a named supplier's own letterhead over the request", () => {
    expect(bill("TAX INVOICE\nGlobex Nigeria Limited\n3 toner @ 45,000")).not.toMatchObject({ contact: "TAX INVOICE" });
    expect(
      bill("bill from Landmark Properties Ltd, notice below\n\nACME HOLDINGS LTD\nRent ₦1,350,000.00"),
    ).toMatchObject({ contact: "Landmark Properties Ltd" });
  });
  it("leaves out a meter's readings and rows charged nothing; reads 'pay on or before' as the due date", () => {
    expect(
      bill(`IKEJA ELECTRIC PLC
BILL DATE: 05/03/2026
PREV READING 18,204   PRES READING 20,061   CONS (KWH) 1,857
ENERGY CHARGE                         118,900.00
VAT 7.5%                                8,917.50
TOTAL DUE                             127,817.50
PAY BEFORE: 19/03/2026`),
    ).toMatchObject({
      contact: "IKEJA ELECTRIC PLC",
      date: "2026-03-05",
      due: "2026-03-19",
      items: [["ENERGY CHARGE", "1", "118900", "7.5", null]],
    });
    expect(bill("Lagos Water Corporation\nCharges\t21,400.00\nVAT\t-\nPenalty\t-\nTotal\t21,400.00")).toMatchObject({
      items: [["Charges", "1", "21400", null, null]],
    });
    expect(
      bill("bill from Sentinel Guards Ltd dated 02/03/2026: 4 guards x 85,000. Pls pay on or before 25/03/2026"),
    ).toMatchObject({
      date: "2026-03-02",
      due: "2026-03-25",
    });
    // (A reading that is money stays: "reading fee" is a charge.)
    expect(bill("bill from Ikeja Electric: meter reading fee 5,000").items).toEqual([
      ["meter reading fee", "1", "5000", null, null],
    ]);
  });
});

describe("a chat pasted whole", () => {
  it("reads the messages without their stamps, speakers and emoji", () => {
    expect(
      bill(
        `[18/03/2026, 07:20] XYZ Supplier (Emeka): we don load your cement, 120 bags @ 9,350, plus offloading 12k
[18/03/2026, 07:23] XYZ Supplier (Emeka): yes 30 days ✅
[18/03/2026, 11:55] Me: ok record the bill`,
        "XYZ Supplier",
      ),
    ).toMatchObject({
      contact: "XYZ Supplier",
      items: [
        [expect.stringContaining("cement"), "120", "9350", null, null],
        ["offloading", "1", "12000", null, null],
      ],
    });
    expect(
      invoice(
        `invoice pls

[18/03/2026, 15:20] Brightstar Hotels (Chef Bayo): send invoice for the 12 chef jackets, 10,750 each VAT inclusive 🙏`,
        "Brightstar Hotels Ltd",
        "Brightstar Hotels",
      ),
    ).toMatchObject({ contact: "Brightstar Hotels Ltd", items: [["chef jackets", "12", "10000", "7.5", null]] });
  });
  it("keeps the other side's name, never a colleague's desk", () => {
    expect(
      bill(
        `[18/03/2026, 09:01] Office Mgr: Ikeja Electric don bring March bill o, 142,300 😩 due end of month
[18/03/2026, 09:03] Boss: enter it as bill`,
        "Ikeja Electric",
      ).contact,
    ).toBe("Ikeja Electric");
    expect(
      invoice(
        `do invoice for chinedu as he asked

[18/03/2026, 07:58] Chinedu Okafor: Abeg send me invoice for the inverter battery, 2 pieces 185k each
[18/03/2026, 08:02] Ify: Ok sir`,
        "Chinedu Okafor",
      ).contact,
    ).toBe("Chinedu Okafor");
  });
  it("dates the record by the day the messages share, unless they say a date or the day is today", () => {
    expect(invoice(`14/03/2026, 10:02 - Femi: invoice ACME LLC for 2 chairs at 5,000`).date).toBe("2026-03-14");
    expect(invoice(`[14/03/2026, 10:02] Femi: invoice ACME LLC for 2 chairs at 5,000, date it 16/03/2026`).date).toBe(
      "2026-03-16",
    );
    expect(
      invoice(`[14/03/2026, 10:02] Femi: invoice ACME LLC for 2 chairs at 5,000
[16/03/2026, 09:00] Me: done`).date,
    ).toBeNull();
  });
  it("leaves a time written beside a date outside a chat as it was", () => {
    expect(invoice("invoice ACME LLC for 2 chairs at 5,000, dated 14/03/2026").date).toBe("2026-03-14");
  });
});

describe("a screen's item and payment lines, a csv paste, a numbered list", () => {
  it("reads labelled item lines ('Line 1: …, 1, 275,000.00', 'Item: …  Qty 2  Rate 35,000')", () => {
    expect(
      invoice(`Customer: Tolu Adeyemi
Line 1: Event photography, 1, 275,000.00
Line 2: Photo book, 2, 40,000.00
Total: 355,000.00`).items,
    ).toEqual([
      ["Event photography", "1", "275000", null, null],
      ["Photo book", "2", "40000", null, null],
    ]);
    expect(
      invoice(
        "Customer: Brightstar Hotels Ltd\nItem: Conference hall AV setup  Qty 1  Rate 420,000\nItem: Projector hire  Qty 2  Rate 35,000",
      ).items,
    ).toEqual([
      ["Conference hall AV setup", "1", "420000", null, null],
      ["Projector hire", "2", "35000", null, null],
    ]);
    // (A line's total that is not the count times the price stays, to be refused.)
    expect(invoice("Customer: Tolu Adeyemi\nLine 1: Photo book, 2, 40,000.00, 90,000.00").problems).toBeDefined();
  });
  it("reads a screen's payment line as a payment, and its balance as no total", () => {
    const read = invoiceSpec.fromText(
      "Customer: Ota Farms Ltd\nInvoice Date: 18/03/2026\nItem: Vaccination programme\nAmount: 500,000.00\nPayment Made: (150,000.00) 18/03/2026 via Zenith\nBalance Due: 350,000.00",
      { prompt: "", today: "2026-03-18" },
    );
    expect(read.problems).toEqual([]);
    expect(read.records[0]!.payments).toMatchObject([{ amount: "150000", date: "2026-03-18" }]);
    // (A payment line of two sums is no one payment: left as written.)
    expect(
      invoiceSpec.fromText(
        "Customer: Ota Farms Ltd\nItem: Feed  Qty 1  Rate 500,000\nPayments received: 100,000 and 50,000",
        {
          prompt: "",
          today: "2026-03-18",
        },
      ).problems.length,
    ).toBeGreaterThan(0);
  });
  it("reads a csv paste under its header, a quoted sum whole", () => {
    expect(
      bill(`Vendor,Date,Description,Qty,Rate,Amount
Air Peace Ltd,16/03/2026,LOS-ABV economy,3,"128,500.00","385,500.00"`),
    ).toMatchObject({
      contact: "Air Peace Ltd",
      date: "2026-03-16",
      items: [["LOS-ABV economy", "3", "128500", null, null]],
    });
    // (A sentence with commas is no csv.)
    expect(invoice("invoice ACME LLC, 2 chairs, 5,000 each").items).toEqual([["chairs", "2", "5000", null, null]]);
  });
  it("drops a list's numbers, and reads a numbered line of one at its sum", () => {
    expect(
      invoice(`Invoice ACME LLC
1. Annual maintenance - CCTV (8 cameras)    1    480,000.00
2. Replacement DVR 16ch                       1    215,000.00
Sub total                                         695,000.00`).items,
    ).toEqual([
      ["Annual maintenance - CCTV (8 cameras)", "1", "480000", null, null],
      ["Replacement DVR 16ch", "1", "215000", null, null],
    ]);
    // (One numbered line alone is no list: "1. " may be anything.)
    expect(invoice("Invoice ACME LLC\n1. 3 chairs at 5,000").items).toEqual([["chairs", "3", "5000", null, null]]);
  });
  it("reads a row's label and sum across empty cells, a form's price that holds VAT, and a ledger tag before the party", () => {
    expect(
      bill(
        `XYZ Supplier | 200 cartons tiles | 14,500 | 2,900,000
less discount | | | (100,000)
net payable 2,800,000`,
        "XYZ Supplier",
      ),
    ).toMatchObject({ discount: { amount: "100000" }, items: [["tiles", "200", "14500", null, null]] });
    expect(
      bill(`Supplier: Eko Fuels Ltd
Product: AGO (diesel)
Litres: 800
Price/L (incl. VAT): 1,236.25
Total: 989,000.00`).items,
    ).toEqual([["AGO (diesel)", "800", "1150", "7.5", null]]);
    expect(bill("A/P — Brightstar Hotels Ltd — staff dinner, 18 guests x 22,500 — Net 7")).toMatchObject({
      contact: "Brightstar Hotels Ltd",
      terms: 7,
    });
  });
});
