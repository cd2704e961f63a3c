// Bank alerts and statement lines as Nigerian owners and bookkeepers paste them
// (development-46): SMS and e-mail alerts in many layouts, whose balance, masked account
// number, terminal id and counts are never the amount, whose transaction date wins over the
// value date, and whose payer or payee belongs in the narration.
import { describe, expect, it } from "vitest";
import { statementSpec } from "../src/bank/upload";

const read = (text: string, options?: Record<string, unknown>) => {
  const { records, problems } = statementSpec.fromText(text, { prompt: text, today: "2026-03-18", options });
  return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration, r.ref]);
};
const fields = (text: string) => read(text).map((r) => ("field" in r ? r.field : r));
/** Date, side and amount of each row: what the reading must get right whatever the words. */
const sums = (text: string) => read(text).map((r) => ("field" in r ? r.field : r.slice(0, 3)));
const narrations = (text: string) => read(text).map((r) => ("field" in r ? r.field : r[3]));

describe("alerts read by their labels", () => {
  it("takes the side written before the amount's label, not the balance's CR", () => {
    expect(
      sums("Acct:1012345671 DR Amt:NGN2,150.00 Desc:COT/MAINT FEE FEB 2026 Date:28/02/2026 Bal:NGN640,005.13 CR"),
    ).toEqual([["2026-02-28", "debit", "2150"]]);
    expect(
      sums("Acct:0691234438 Debit Amt:NGN45,000.00 Desc:POS SHOPRITE Date:17/03/2026 Bal:NGN100,005.13 CR"),
    ).toEqual([["2026-03-17", "debit", "45000"]]);
    expect(
      sums("Acct:0691234438 CR Amt:NGN45,000.00 Desc:TRF FRM BOLA ADE Date:16/03/2026 Bal:NGN100,005.13 DR"),
    ).toEqual([["2026-03-16", "credit", "45000"]]);
  });

  it("takes a time stamp that holds the day for the date, and refuses one that holds only the time", () => {
    expect(
      read(
        "Txn Type: DR\nAcct No: 101XXXX671\nAmount: NGN 7,500.00\nNarration: POS/TOTAL ENERGIES ADMIRALTY WAY\nTime: 2026-03-15 19:44:10\nAvailable: NGN 233,410.90",
      ),
    ).toEqual([["2026-03-15", "debit", "7500", "POS/TOTAL ENERGIES ADMIRALTY WAY", null]]);
    expect(
      sums(
        "Txn Type: CR\nAmount: NGN 7,500.00\nNarration: TRF FROM MUSA\nTime: 15/03/2026 19:44\nAvailable Balance: NGN 233,410.90",
      ),
    ).toEqual([["2026-03-15", "credit", "7500"]]);
    expect(
      fields("Txn Type: DR\nAmount: NGN 7,500.00\nNarration: POS\nTime: 19:44\nAvailable: NGN 233,410.90"),
    ).toContain("transactions");
  });

  it("takes the day written beside the amount when no label dates it", () => {
    expect(
      read("Debit: N10,000.00 on A/C 1012XXXX71 at 14:05 17MAR26 Desc: NIP TRF TO ABUJA OFFICE MART Bal: N301,220.50"),
    ).toEqual([["2026-03-17", "debit", "10000", "NIP TRF TO ABUJA OFFICE MART", null]]);
    expect(
      sums("Credit: N10,000.00 on A/C 1012XXXX71 at 09:15 16-Mar-2026 Desc: TRF FROM ADA Bal: N301,220.50"),
    ).toEqual([["2026-03-16", "credit", "10000"]]);
  });

  it("dates by the transaction date over the value date, and by the value date alone", () => {
    expect(
      sums(
        "Txn Date: 14-Mar-2026\nValue Date: 16-Mar-2026\nCredit: NGN 230,000.00\nDesc: CHQ LODGEMENT BRIGHTSTAR HOTELS\nAcct: 069****438",
      ),
    ).toEqual([["2026-03-14", "credit", "230000"]]);
    expect(sums("Value Date: 12-Mar-2026\nTransaction Date: 10-Mar-2026\nDebit: NGN 5,000.00\nDesc: ATM WDL")).toEqual([
      ["2026-03-10", "debit", "5000"],
    ]);
    expect(sums("Value Date: 12-Mar-2026\nDebit: NGN 5,000.00\nDesc: ATM WDL")).toEqual([
      ["2026-03-12", "debit", "5000"],
    ]);
    // (On one line too, the labels of two words and the side's label parting its fields.)
    expect(read("Txn Date: 14-Mar-2026 Value Date: 16-Mar-2026 Credit: NGN 230,000.00 Desc: CHQ LODGEMENT")).toEqual([
      ["2026-03-14", "credit", "230000", "CHQ LODGEMENT", null],
    ]);
    expect(
      read("Credit: NGN 230,000.00 Desc: CHQ LODGEMENT Transaction Date: 14-Mar-2026 Value Date: 16-Mar-2026"),
    ).toEqual([["2026-03-14", "credit", "230000", "CHQ LODGEMENT", null]]);
  });

  it("never takes an 'Avl', 'Available' or 'Total' balance or a masked account for the amount", () => {
    expect(read("Credit $500.00 020****898 Desc: UPWORK ESCROW PAYOUT Date: 2026-03-14 Avl: $6,210.00")).toEqual([
      ["2026-03-14", "credit", "500", "UPWORK ESCROW PAYOUT", null],
    ]);
    expect(sums("Debit $45.00 020****898 Desc: AWS Date: 2026-03-14 Available: $6,210.00")).toEqual([
      ["2026-03-14", "debit", "45"],
    ]);
    expect(
      sums(
        "Acct 101****671 Amt NGN250,000.00 Cr Desc TRF FROM BRIGHTSTAR HOTELS LTD Dt 13/03/2026 Avail NGN1,450,000.00 Total NGN1,450,000.00",
      ),
    ).toEqual([["2026-03-13", "credit", "250000"]]);
    expect(sums("Acct 101****671 Amt NGN5,000.00 Dr Desc POS SPAR Dt 13/03/2026 Avl NGN1,450,000.00")).toEqual([
      ["2026-03-13", "debit", "5000"],
    ]);
  });

  it("puts the payer of a credit and the payee of a debit in the narration, never the business's own account", () => {
    expect(
      narrations(
        "Credit Alert | Amount: ₦12,500.00 | From: ADEOLA BAKARE | Narration: payment for 5 crates eggs | Date: Mar 14, 2026 2:10 PM | Balance: ₦98,400.00",
      ),
    ).toEqual(["From ADEOLA BAKARE: payment for 5 crates eggs"]);
    expect(
      read(
        "Money In: ₦ 42,000.00\nFrom: OKONKWO AUTOS\nTo: OTA VENTURES LTD 101****671\nDate: 17 March 2026, 7:15 pm\nRemark: part pay for 2 tyres",
      ),
    ).toEqual([["2026-03-17", "credit", "42000", "From OKONKWO AUTOS: part pay for 2 tyres", null]]);
    expect(
      narrations(
        "Debit Alert | Amount: ₦2,500.00 | To: IKEJA ELECTRIC | Narration: token | Date: Mar 14, 2026 2:10 PM | Balance: ₦98,400.00",
      ),
    ).toEqual(["To IKEJA ELECTRIC: token"]);
    // (Already named in the narration: not said twice.)
    expect(
      narrations(
        "Credit Alert | Amount: ₦2,500.00 | From: IKEJA ELECTRIC | Narration: refund from IKEJA ELECTRIC | Date: 14/03/2026 | Balance: ₦98,400.00",
      ),
    ).toEqual(["refund from IKEJA ELECTRIC"]);
    expect(
      narrations(
        "Debit Alert\nAccount Number: 069****438\nTransaction Amount: NGN 1,075.00\nTransaction Narration: SMS CHARGES 01/02/2026-28/02/2026\nTransaction Date: 01-Mar-2026\nAvailable Balance: NGN 640,112.00",
      ),
    ).toEqual(["SMS CHARGES 01/02/2026-28/02/2026"]);
  });

  it("takes no forwarded e-mail's sender for the payer", () => {
    expect(
      narrations(
        "From: Zenith Bank <ebanking@zenithbank.com>\nSubject: Zenith Bank Credit Alert\nAmount: NGN 150,000.00\nDescription: TRF FROM KANO GRAINS\nValue Date: 17-MAR-2026\nAvailable Balance: NGN 1,000,000.00",
      ),
    ).toEqual(["TRF FROM KANO GRAINS"]);
  });

  it("reads a transfer receipt sent from the business's masked account as money out", () => {
    expect(
      sums(
        "my transfer receipt:\nTransfer Amount: ₦35,000.00\nRecipient: MUSA IBRAHIM | 0123****78\nStatus: Successful\nTransaction Date: Mar 16th, 2026 12:41:07\nSender: OTA VENTURES LTD (Zenith ****5671)",
      ),
    ).toEqual([["2026-03-16", "debit", "35000"]]);
  });
});

describe("alerts in sentences and bare lines", () => {
  it("reads an alert's title before its colon for its side, and a count beside the sum as no amount", () => {
    expect(
      sums(
        "CR ALERT: NGN 65,000.00 | 069****438 | FRM: GRACE OKON | rent contribution flat 3 | 17/03/2026 | Bal NGN 705,000",
      ),
    ).toEqual([["2026-03-17", "credit", "65000"]]);
    expect(
      sums("DR ALERT: NGN 6,500.00 | 069****438 | TO: MUSA IBRAHIM | for 3 bags | 17/03/2026 | Bal NGN 705,000"),
    ).toEqual([["2026-03-17", "debit", "6500"]]);
    expect(sums("Pls post: Mar 13 – Zenith – POS purchase at Filmhouse 6,000 dr – team outing for 4 staff")).toEqual([
      ["2026-03-13", "debit", "6000"],
    ]);
    expect(sums("Cr 14-Mar-2026 NGN 18,000.00 POS SETTLEMENT/MONIEPOINT TERMINAL 2LAG0012")).toEqual([
      ["2026-03-14", "credit", "18000"],
    ]);
    expect(sums("Dr 14-Mar-2026 NGN 1,500.00 POS PURCHASE TERMINAL 3LAG0099")).toEqual([
      ["2026-03-14", "debit", "1500"],
    ]);
  });

  it("takes the labelled description of an alert in sentences, and its balance as no second line", () => {
    expect(
      read(
        "Dear Customer, your acct 069****438 has been credited with NGN200,000.00 on 18-Mar-2026. Desc: TRF FROM ZENITH/OWN ACCOUNT. Bal: NGN1,020,000.00",
      ),
    ).toEqual([["2026-03-18", "credit", "200000", "TRF FROM ZENITH/OWN ACCOUNT", null]]);
    expect(
      read(
        "your acct 069****438 has been debited with NGN2,000.00 on 17-Mar-2026. Narration: AIRTIME. Available Bal: NGN20,000.00",
      ),
    ).toEqual([["2026-03-17", "debit", "2000", "AIRTIME", null]]);
  });

  it("reads an alert's bare lines as one, its balance line no amount of its own", () => {
    expect(
      sums(
        "ZENITH ALERT\nCR NGN 25,000.00\nREVERSAL/TRF TO MUSA IBRAHIM FAILED\n17-MAR-2026 16:40\nBAL NGN 112,000.00",
      ),
    ).toEqual([["2026-03-17", "credit", "25000"]]);
    expect(read("GTB ALERT\nDR NGN 3,000.00\nPOS SHOPRITE LEKKI\n16-MAR-2026 10:40\nAVAIL BAL NGN 11,000.00")).toEqual([
      ["2026-03-16", "debit", "3000", "GTB ALERT POS SHOPRITE LEKKI", null],
    ]);
  });

  it("takes the longest number for the sum when none is written as money, a count or a shop's number no amount", () => {
    expect(sums("paid 5000 to Ada for 2 tyres on 12 mar")).toEqual([["2026-03-12", "debit", "5000"]]);
    expect(sums("12 mar received 45000 from Musa for 3 bags")).toEqual([["2026-03-12", "credit", "45000"]]);
    expect(sums("12 mar POS 2500 at shop 4")).toEqual([["2026-03-12", "debit", "2500"]]);
  });

  it("keeps what must not change: a total with no sum before it, counts with no money beside them", () => {
    expect(sums("total 50k received from Musa on 12 mar")).toEqual([["2026-03-12", "credit", "50000"]]);
    expect(sums("12 mar received 5 bags of rice from Musa 40,000")).toEqual([["2026-03-12", "credit", "40000"]]);
    // (A balance alone is no line: nothing is read, and the upload refuses it.)
    expect(read("our zenith balance as at yesterday is ₦1,245,300.55 pls record")).toEqual([]);
  });
});

describe("statement lines signed, keyed and told in words", () => {
  it("reads a signed sum after the date as the amount, never a year, and a plus starting the line as money in", () => {
    expect(
      sums("12 mar  +50,000  trf from bolanle stores\n12 mar  -50  stamp duty\n13 mar  -7,350  POS spar ikeja"),
    ).toEqual([
      ["2026-03-12", "credit", "50000"],
      ["2026-03-12", "debit", "50"],
      ["2026-03-13", "debit", "7350"],
    ]);
    expect(sums("+ 250,000.00 17/03/2026 ACME LLC TRANSFER\n- 1,500.00 17/03/2026 ACCOUNT MAINTENANCE")).toEqual([
      ["2026-03-17", "credit", "250000"],
      ["2026-03-17", "debit", "1500"],
    ]);
    expect(sums("+ 5,000.00 16/03/2026 TRF FROM ADA\n- 2,000.00 16/03/2026 POS SPAR")).toEqual([
      ["2026-03-16", "credit", "5000"],
      ["2026-03-16", "debit", "2000"],
    ]);
  });

  it("reads cells keyed two spaces apart under a Debit and Credit header, an empty cell by its wider gap", () => {
    expect(
      read(
        "Posted Date  Value Date  Description  Debit  Credit  Balance\n17-Mar-2026  17-Mar-2026  AIRTIME PURCHASE 08031234567  1,000.00    214,300.00",
      ),
    ).toEqual([["2026-03-17", "debit", "1000", "AIRTIME PURCHASE 08031234567", null]]);
    expect(
      sums(
        "Posted Date  Value Date  Description  Debit  Credit  Balance\n16-Mar-2026  16-Mar-2026  TRF FROM ADA OKON    5,000.00  219,300.00\n17-Mar-2026  17-Mar-2026  AIRTIME PURCHASE  1,000.00    218,300.00",
      ),
    ).toEqual([
      ["2026-03-16", "credit", "5000"],
      ["2026-03-17", "debit", "1000"],
    ]);
  });

  it("parts two facts in one sentence: a plus between two charges, numbered items, a dash before the next date", () => {
    expect(read("bank took N50 stamp duty + N26.88 transfer fee on 17 mar")).toEqual([
      ["2026-03-17", "debit", "50", "bank took stamp duty", null],
      ["2026-03-17", "debit", "26.88", "transfer fee", null],
    ]);
    expect(read("got 2 alerts this morning: 1) credit 120,000 from Ota Farms 2) debit 52.50 transfer charge")).toEqual([
      ["2026-03-18", "credit", "120000", "from Ota Farms", null],
      ["2026-03-18", "debit", "52.5", "transfer charge", null],
    ]);
    expect(
      sums(
        "record in zenith – Mar 10 – USSD airtime 2k debit – Mar 11 – transfer from Musa Ibrahim (refund of advance) 60k credit",
      ),
    ).toEqual([
      ["2026-03-10", "debit", "2000"],
      ["2026-03-11", "credit", "60000"],
    ]);
    expect(sums("Mar 10 - POS 2,000 - Mar 11 - transfer from Ada 5,000")).toEqual([
      ["2026-03-10", "debit", "2000"],
      ["2026-03-11", "credit", "5000"],
    ]);
    expect(sums("GTB dom - 10 Mar 2026 inflow from ACME LLC $2,500 / 11 Mar 2026 charges $15")).toEqual([
      ["2026-03-10", "credit", "2500"],
      ["2026-03-11", "debit", "15"],
    ]);
  });

  it("keeps one line where the plus adds to one sum, a dash before a trailing date, a reference before the date", () => {
    expect(sums("on 12 mar paid 50,000 + 3,750 VAT to Musa")).toHaveLength(1);
    expect(sums("paid Musa 50k - 12 mar")).toEqual([["2026-03-12", "debit", "50000"]]);
    expect(read("Ref FT26071ABCD9 -- 11 Mar 2026 -- inflow ₦ 310,000.00 from BRIGHTSTAR HOTELS LTD")).toEqual([
      ["2026-03-11", "credit", "310000", "inflow from BRIGHTSTAR HOTELS LTD", "FT26071ABCD9"],
    ]);
  });

  it("reads money that 'came into' an account as money in", () => {
    expect(
      sums("yesterday moniepoint pos settlement 64,500 came into access, and today access took 50 stamp duty"),
    ).toEqual([
      ["2026-03-17", "credit", "64500"],
      ["2026-03-18", "debit", "50"],
    ]);
    expect(sums("yesterday 5k came in from Musa and 2k went out for airtime")).toEqual([
      ["2026-03-17", "credit", "5000"],
      ["2026-03-17", "debit", "2000"],
    ]);
  });
});

describe("the day of a line said loosely, and lines that say no side", () => {
  it("reads a day of the month alone before a question mark", () => {
    expect(read("Can you add a debit of N3,500 for POS charges on the 4th?")).toEqual([
      ["2026-03-04", "debit", "3500", "for POS charges", null],
    ]);
    expect(sums("pls add a credit of 20k from Ada on the 9th!")).toEqual([["2026-03-09", "credit", "20000"]]);
    expect(read("on 14th zenith took 1,075 sms charges and 50 stamp duty")).toEqual([
      ["2026-03-14", "debit", "1075", "zenith took sms charges", null],
      ["2026-03-14", "debit", "50", "stamp duty", null],
    ]);
  });

  it("reads money that has just moved as today's, and refuses a sentence that names no day", () => {
    expect(
      read("Hi, my customer Bolanle Stores just sent 250,000naira to our zenith account, can you record it? thanks"),
    ).toEqual([["2026-03-18", "credit", "250000", "my customer Bolanle Stores just sent to our zenith account", null]]);
    expect(sums("50k just came in from Ada")).toEqual([["2026-03-18", "credit", "50000"]]);
    expect(sums("I just paid Musa 20k from zenith")).toEqual([["2026-03-18", "debit", "20000"]]);
    expect(fields("Musa sent 20k to zenith")).toEqual(["transactions"]);
    expect(fields("just the 5k transfer from Ada pls")).toEqual(["transactions"]);
  });

  it("reads 'I paid' as the business's own payment", () => {
    expect(sums("I paid Musa 20k from zenith yesterday")).toEqual([["2026-03-17", "debit", "20000"]]);
    expect(sums("we just paid Musa 20k yesterday")).toEqual([["2026-03-17", "debit", "20000"]]);
    expect(sums("Musa just paid 20k into zenith")).toEqual([["2026-03-18", "credit", "20000"]]);
  });

  it("refuses statement lines that say no side by mark or words, and one unmarked among lines marked CR or DR", () => {
    expect(
      fields("17/03/2026 TRANSFER CHINEDU OKAFOR 75,000.00\n17/03/2026 TRANSFER KANO GRAINS 120,000.00"),
    ).toContain("transactions");
    expect(fields("14 Mar 2026 POS SHOPRITE 12,000 DR\n15 Mar 2026 ADEBAYO TUNDE 40,000")).toContain("transactions");
    expect(fields("14 mar 2026 transfer 30,000")).toContain("transactions");
  });

  it("refuses a table's unsigned amount column with no balance where a row's words say no side, as the lines do", () => {
    const cells = [
      ["Date", "Description", "Amount"],
      ["12/03/2026", "Transfer Chinedu Okafor", "75,000.00"],
      ["13/03/2026", "POS Shoprite", "12,000.00"],
    ];
    const aligned = cells.map((row) => row.map((cell, i) => cell.padEnd([12, 27, 0][i]!)).join("")).join("\n");
    for (const table of [
      cells.map((row) => row.join(" | ")).join("\n"),
      cells.map((row) => row.join("\t")).join("\n"),
      aligned,
    ]) {
      expect(read(table)).toEqual([
        {
          field: "transactions",
          message: expect.stringContaining('"2026-03-12 Transfer Chinedu Okafor 75000" does not say whether'),
        },
      ]);
      // The words say each side: read.
      expect(sums(table.replace("Transfer Chinedu", "Transfer from Chinedu"))).toEqual([
        ["2026-03-12", "credit", "75000"],
        ["2026-03-13", "debit", "12000"],
      ]);
    }
    // A running balance says the side of a row whose words do not.
    expect(
      sums(
        "Date\tDescription\tAmount\tBalance\n12/03/2026\tTransfer Chinedu\t75,000.00\t175,000.00\n13/03/2026\tPOS Shoprite\t12,000.00\t163,000.00",
      ),
    ).toEqual([
      ["2026-03-12", "credit", "75000"],
      ["2026-03-13", "debit", "12000"],
    ]);
  });

  it("keeps lines whose words or signs say the side", () => {
    expect(sums("14 Mar 2026 POS SHOPRITE 12,000 DR\n15 Mar 2026 TRF FROM ADEBAYO TUNDE 40,000")).toEqual([
      ["2026-03-14", "debit", "12000"],
      ["2026-03-15", "credit", "40000"],
    ]);
    expect(sums("17/03/2026 POS SPAR IKEJA 7,350.00\n17/03/2026 TRF FROM KANO GRAINS 120,000.00")).toEqual([
      ["2026-03-17", "debit", "7350"],
      ["2026-03-17", "credit", "120000"],
    ]);
    // (A signed column says both sides: the unsigned figure is money in.)
    expect(sums("09 Mar 2026 ATM WDL IKEJA -20,000.00\n10 Mar 2026 OTA FARMS LTD 150,000.00")).toEqual([
      ["2026-03-09", "debit", "20000"],
      ["2026-03-10", "credit", "150000"],
    ]);
  });
});

describe("what is left of an alert is its words", () => {
  it("leaves an 'Avl Bal', the currency's code and the masked account out of the narration", () => {
    expect(read("DR ALERT: NGN 1,200.00 | 101****671 | AIRTIME 08031234567 | 16/03/2026 | Avl Bal NGN 50,000")).toEqual(
      [["2026-03-16", "debit", "1200", "AIRTIME 08031234567", null]],
    );
    expect(read("Credit of NGN 40,000.00 on 16-Mar-2026 Desc: TRF FROM KANO GRAINS Avl Bal: NGN 90,000.00")).toEqual([
      ["2026-03-16", "credit", "40000", "TRF FROM KANO GRAINS", null],
    ]);
    expect(read("Credit Amt:NGN40,000.00 Desc:TRF FROM KANO Date:16-Mar-2026 Avl Bal:NGN90,000.00")).toEqual([
      ["2026-03-16", "credit", "40000", "TRF FROM KANO", null],
    ]);
    expect(read("Dr 14-Mar-2026 NGN 1,500.00 POS PURCHASE TERMINAL 3LAG0099")).toEqual([
      ["2026-03-14", "debit", "1500", "POS PURCHASE TERMINAL 3LAG0099", null],
    ]);
  });

  it("reads a dash starting a line as a sign beside lines that start with a plus, and as a bullet alone", () => {
    expect(sums("+ 5,000.00 16/03/2026 ADA OKON\n- 2,000.00 16/03/2026 MUSA IBRAHIM")).toEqual([
      ["2026-03-16", "credit", "5000"],
      ["2026-03-16", "debit", "2000"],
    ]);
    expect(fields("- 5,000 16 mar musa ibrahim")).toEqual(["transactions"]);
  });
});

describe("numbered items and sums joined by a plus", () => {
  it("parts items numbered '1.' and '(1)' as '1)' are", () => {
    expect(sums("1. debit 5,000 POS shoprite on 12 mar 2. credit 20,000 from Ada on 13 mar")).toEqual([
      ["2026-03-12", "debit", "5000"],
      ["2026-03-13", "credit", "20000"],
    ]);
    expect(sums("(1) debit 5,000 POS shoprite on 12 mar (2) credit 20,000 from Ada on 13 mar")).toEqual([
      ["2026-03-12", "debit", "5000"],
      ["2026-03-13", "credit", "20000"],
    ]);
  });

  it("parts a charge and its VAT named each, and adds two sums joined by a plus", () => {
    expect(sums("stamp duty 50 + vat 3.75 on 16 mar")).toEqual([
      ["2026-03-16", "debit", "50"],
      ["2026-03-16", "debit", "3.75"],
    ]);
    expect(sums("on 16 mar: transfer fee N25 + VAT N1.88")).toEqual([
      ["2026-03-16", "debit", "25"],
      ["2026-03-16", "debit", "1.88"],
    ]);
    expect(read("on 12 mar paid 50,000 + 3,750 VAT to Musa")).toEqual([
      ["2026-03-12", "debit", "53750", "paid VAT to Musa", null],
    ]);
    expect(sums("16 mar transfer to Ada 1,000.10+26.88")).toEqual([["2026-03-16", "debit", "1026.98"]]);
  });
});
