// Bank statement lines pasted into a prompt from banks' alerts, apps and exports
// (development-28, -30): alerts whose side is said around their labelled fields, days on
// lines of their own over the lines they date, amounts before the words, thousands
// grouped by a space, days and months without a year, lists that share a side.
import { describe, expect, it } from "vitest";
import { statementSpec } from "../src/bank/upload";

const read = (text: string, options?: Record<string, unknown>) => {
  const { records, problems } = statementSpec.fromText(text, { prompt: text, today: "2026-03-18", options });
  return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration, r.ref]);
};
const fields = (text: string) => read(text).map((r) => ("field" in r ? r.field : r));
/** Date, side and amount of each row: what the reading must get right whatever the words. */
const sums = (text: string) => read(text).map((r) => ("field" in r ? r.field : r.slice(0, 3)));

describe("an alert whose side is said around its labelled fields", () => {
  it("takes the side from a title line or the letter's words", () => {
    for (const [title, side] of [
      ["Debit", "debit"],
      ["Credit Alert", "credit"],
      ["DEBIT ALERT!", "debit"],
      ["We wish to inform you that a Credit transaction occurred on your account with us.", "credit"],
    ])
      expect(
        sums(`${title}\nAmount : NGN 4,600.00\nDescription : POS/CAFE IKEJA\nValue Date : 17-MAR-2026\nTime : 13:22`),
      ).toEqual([["2026-03-17", side, "4600"]]);
    // The letter's words in a paragraph of their own, a blank line before the fields.
    expect(
      sums(
        "Dear Customer,\nWe wish to inform you that a Debit transaction occurred on your account.\n\nAccount Number : 101****671\nDescription : NIP TRF TO KANO GRAINS\nAmount : NGN 1,140,000.00\nValue Date : 11-MAR-2026\nAvailable Balance : NGN 2,316,880.40",
      ),
    ).toEqual([["2026-03-11", "debit", "1140000"]]);
  });

  it("reads the reference under its label", () => {
    for (const label of ["Reference", "Reference No", "Ref No.", "Transaction ID"])
      expect(
        read(
          `Transaction Type: Credit\nAmount: NGN 350,000.00\nNarration: TRF FROM OTA FARMS\nDate: 14-Mar-2026\n${label}: AB2603141029347`,
        ),
      ).toEqual([["2026-03-14", "credit", "350000", "TRF FROM OTA FARMS", "AB2603141029347"]]);
  });

  it("reads alerts written on one line each, their labels parted by spaces only", () => {
    const text = [
      "Credit Amt:NGN65,000.00 Acc:069****438 Desc:TRF FRM ADA OKAFOR DT:15-Mar-2026 12:10",
      "",
      "Debit Amt:NGN1,075.00 Acc:069****438 Desc:SMS ALERT FEE DT:16-Mar-2026 00:03 Bal:NGN9,100.00",
    ].join("\n");
    expect(read(text)).toEqual([
      ["2026-03-15", "credit", "65000", "TRF FRM ADA OKAFOR", null],
      ["2026-03-16", "debit", "1075", "SMS ALERT FEE", null],
    ]);
    // (A bank's name before its title is the alert's words: "GTBank: Debit Alert!".)
    expect(sums("GTBank: Debit Alert! Acct:020****898 Amt:USD75.00 Desc:POS/SHOP Date:09-Mar-2026")).toEqual([
      ["2026-03-09", "debit", "75"],
    ]);
  });

  it("takes no side from a balance's mark, nor from words that name both", () => {
    expect(fields("Alert\nAmt: NGN 4,600.00\nDesc: POS CAFE\nDate: 17-Mar-2026\nBal: NGN 611,204.10 CR")).toEqual([
      "transactions",
    ]);
    expect(fields("Debit or Credit\nAmt: NGN 4,600.00\nDesc: POS CAFE\nDate: 17-Mar-2026")).toEqual(["transactions"]);
  });
});

describe("a day and month written without the year", () => {
  it("reads them day first when a day past twelve says so", () => {
    expect(sums("Post to Zenith:\n13/3 trf in Ota Farms 275,000\n16/3 POS Shoprite 8,000")).toEqual([
      ["2026-03-13", "credit", "275000"],
      ["2026-03-16", "debit", "8000"],
    ]);
  });

  it("asks for date_format when every one reads either way", () => {
    expect(fields("GTB: 03/03 Shoprite 12,450 dr; 07/03 ACME 300k cr")).toEqual(["date_format"]);
    expect(fields("05/03 POS Shoprite 4,000 dr\n06/03 transfer from Ada 20,000 cr")).toEqual(["date_format"]);
    // A month the heading names settles it; another does not.
    expect(sums("Zenith, March so far:\n2/3 - POS 350k\n5/3 - deposit 120k")).toEqual([
      ["2026-03-02", "debit", "350000"],
      ["2026-03-05", "credit", "120000"],
    ]);
    expect(fields("Zenith, March so far:\n3/2 - POS 350k\n3/5 - deposit 120k")).toEqual(["date_format"]);
    // (The same day and month, "03/03", read either way is the same day.)
    expect(sums("03/03 POS Shoprite 4,000 dr")).toEqual([["2026-03-03", "debit", "4000"]]);
    // Stated, they are read.
    expect(
      read("05/03 POS Shoprite 4,000 dr\n06/03 transfer from Ada 20,000 cr", { date_format: "d/m/Y" }).map((r) =>
        "field" in r ? r.field : r[0],
      ),
    ).toEqual(["2026-03-05", "2026-03-06"]);
  });
});

describe("the date order stated in words", () => {
  it("reads month/day/year, day/month/year", () => {
    const rows = "3/4/2026   Wire in ACME LLC        +4,250.00\n3/11/2026  Wire out Halden LLP    -1,800.00";
    expect(sums(`Dates below are month/day/year.\n${rows}`)).toEqual([
      ["2026-03-04", "credit", "4250"],
      ["2026-03-11", "debit", "1800"],
    ]);
    const dayFirst = "4/3/2026   Wire in ACME LLC        +4,250.00\n11/3/2026  Wire out Halden LLP    -1,800.00";
    expect(sums(`dates are day/month/year\n${dayFirst}`)).toEqual([
      ["2026-03-04", "credit", "4250"],
      ["2026-03-11", "debit", "1800"],
    ]);
    // Unstated, they read either way.
    expect(fields(rows)).toEqual(["date_format"]);
  });
});

describe("columns parted by wide gaps", () => {
  it("reads an amount written before the words", () => {
    expect(read("GTB dom\n3/16/2026  (125.00)  Card - AWS\n3/17/2026  9,800.00  ACME LLC wire")).toEqual([
      ["2026-03-16", "debit", "125", "Card - AWS", null],
      ["2026-03-17", "credit", "9800", "ACME LLC wire", null],
    ]);
    expect(sums("12 Mar 2026   -4,500.00   POS Shoprite\n13 Mar 2026   +20,000.00   Transfer from Ada")).toEqual([
      ["2026-03-12", "debit", "4500"],
      ["2026-03-13", "credit", "20000"],
    ]);
  });

  it("reads thousands grouped by a space inside an amount's cell", () => {
    expect(sums("1 Mar 2026   interest           1 204.16 cr\n3 Mar 2026   atm withdrawal    30 000 dr")).toEqual([
      ["2026-03-01", "credit", "1204.16"],
      ["2026-03-03", "debit", "30000"],
    ]);
  });

  it("keeps a number in the words apart from the amount where no wide gap parts the cells", () => {
    expect(read("12 Mar 2026 Card payment Office 2019 120.00 DR")).toEqual([
      ["2026-03-12", "debit", "120", "Card payment Office 2019", null],
    ]);
  });

  it("keeps a tabbed row whose last empty cell was trimmed off", () => {
    const text =
      "14.03.2026\tTRF/OTA FARMS LTD\t\t312,000.00\n16.03.2026\tPOS/TOTAL\t27,400.00\t\n17.03.2026\tNIP/KANO\t955,000.00";
    expect(sums(text)).toEqual([
      ["2026-03-14", "credit", "312000"],
      ["2026-03-16", "debit", "27400"],
      ["2026-03-17", "debit", "955000"],
    ]);
  });
});

describe("an export's columns named as apps name them", () => {
  it("reads 'Date & Time', 'Transaction Remarks', 'Txn Description', 'Avail. Bal', a time in the date cell", () => {
    expect(
      read(
        "Date & Time,Transaction Remarks,Debit,Credit,Avail. Bal\n12/03/2026 10:00,POS SHOPRITE,5000,,95000\n13/03/2026 11:00 AM,TRF FROM ADA,,20000,115000",
      ),
    ).toEqual([
      ["2026-03-12", "debit", "5000", "POS SHOPRITE", null],
      ["2026-03-13", "credit", "20000", "TRF FROM ADA", null],
    ]);
    expect(
      read("Date/Time | Txn Description | Amount | Bal\n2026-03-12T10:00:00Z | POS SHOPRITE | -5,000.00 | 95,000.00"),
    ).toEqual([["2026-03-12", "debit", "5000", "POS SHOPRITE", null]]);
  });
});

describe("days on lines of their own", () => {
  it("dates the lines under them, as a banking app lists them, newest first, listed oldest first", () => {
    const text = [
      "Today",
      "Airtime MTN                 -₦5,000.00",
      "Yesterday",
      "Transfer from ADA OKAFOR    +₦95,000.00",
      "POS SHOPRITE                -₦3,000.00",
      "15 Mar 2026",
      "POS TOTALENERGIES           -₦18,200.00",
    ].join("\n");
    expect(sums(text)).toEqual([
      ["2026-03-15", "debit", "18200"],
      ["2026-03-17", "credit", "95000"],
      ["2026-03-17", "debit", "3000"],
      ["2026-03-18", "debit", "5000"],
    ]);
  });

  it("reads weekdays written short as such days", () => {
    expect(sums("Tues\nPOS Shoprite -2,000\nWed\nTransfer from Ada +5,000")).toEqual([
      ["2026-03-17", "debit", "2000"],
      ["2026-03-18", "credit", "5000"],
    ]);
  });

  it("still dates the line before when the lines start with a transaction", () => {
    expect(sums("POS Shoprite 5,000 dr\n3-Mar-26\nTransfer from Ada 20,000 cr\n4-Mar-26")).toEqual([
      ["2026-03-03", "debit", "5000"],
      ["2026-03-04", "credit", "20000"],
    ]);
  });
});

describe("a side's letter after the amount", () => {
  it("reads D and C ending the line", () => {
    expect(sums("12-Mar-26  POS SHOPRITE  5,000.00 D\n13-Mar-26  TRF ADA  20,000.00 C")).toEqual([
      ["2026-03-12", "debit", "5000"],
      ["2026-03-13", "credit", "20000"],
    ]);
  });
});

describe("signs and bullets at the start of a line", () => {
  it("reads a sign on the amount, and drops a bullet", () => {
    expect(
      sums("-3,300 bolt ride 15 mar 2026\n+65,000 ada stores 16 mar 2026\n-₦26.88 nip charge 17 mar 2026"),
    ).toEqual([
      ["2026-03-15", "debit", "3300"],
      ["2026-03-16", "credit", "65000"],
      ["2026-03-17", "debit", "26.88"],
    ]);
    expect(sums("- 16 mar 2026 transfer from Ada 5,000\n• 17 mar 2026 POS Shoprite 2,000")).toEqual([
      ["2026-03-16", "credit", "5000"],
      ["2026-03-17", "debit", "2000"],
    ]);
  });
});

describe("one receipt over several lines", () => {
  it("reads its amount, date and words as one transaction; a time and a USSD code are no amounts", () => {
    expect(
      sums("Transfer Successful\n-$1,250.00\nTo: XYZ SUPPLIER\nMar 12, 2026 · 09:15 AM\nNarration: packaging deposit"),
    ).toEqual([["2026-03-12", "debit", "1250"]]);
    expect(sums("You sent ₦45,500.00 to IKEJA ELECTRIC. Ref: 966260314092211. 14 Mar 2026 - Zenith *966#")).toEqual([
      ["2026-03-14", "debit", "45500"],
    ]);
    expect(sums("Received ₦12,000.00 from ADA at 14:05, 13 Mar 2026 via *737#")).toEqual([
      ["2026-03-13", "credit", "12000"],
    ]);
  });

  it("reads the side a receipt's title says", () => {
    expect(sums("Money Sent!\n₦20,000.00\nRecipient: ADA OKAFOR\nDate: 12 Mar 2026")).toEqual([
      ["2026-03-12", "debit", "20000"],
    ]);
    expect(sums("You received\n₦5,000.00\nfrom ADA\n12 Mar 2026 10:00")).toEqual([["2026-03-12", "credit", "5000"]]);
  });

  it("still refuses two amounts with no date", () => {
    expect(fields("Transfer Successful\n-$1,250.00\nFee -$5.00")).toEqual(["transactions", "transactions"]);
  });
});

describe("a day carried over", () => {
  it("to a part after a semicolon on the same line", () => {
    expect(sums("Access 28 Feb 2026 - Musa salary 185,000 dr; transfer fee 26.88 dr")).toEqual([
      ["2026-02-28", "debit", "185000"],
      ["2026-02-28", "debit", "26.88"],
    ]);
    // A new line says its own day.
    expect(fields("Access 28 Feb 2026 - Musa salary 185,000 dr\ntransfer fee 26.88 dr")).toEqual(["transactions"]);
  });

  it("from a day of the month alone in the month the heading names", () => {
    expect(
      sums("GTB - Feb items: 17th fuel 35k POS; 19th 1.2m in from ACME LLC; 23rd cheque 000461 Globex 410k"),
    ).toEqual([
      ["2026-02-17", "debit", "35000"],
      ["2026-02-19", "credit", "1200000"],
      ["2026-02-23", "debit", "410000"],
    ]);
    // No month named: this month's, or the last month's when the day is still to come.
    expect(sums("Zenith: 2nd POS 5,000; 25th transfer from Ada 8,000")).toEqual([
      ["2026-03-02", "debit", "5000"],
      ["2026-02-25", "credit", "8000"],
    ]);
  });

  it("to 'the next day' after the line before", () => {
    expect(sums("80,000 out to Musa on 12 March. And 2,500 came back as a reversal the next day")).toEqual([
      ["2026-03-12", "debit", "80000"],
      ["2026-03-13", "credit", "2500"],
    ]);
    expect(sums("POS 5,000 on 2 March, reversed the following day 5,000")).toEqual([
      ["2026-03-02", "debit", "5000"],
      ["2026-03-03", "credit", "5000"],
    ]);
  });

  it("to a date after a comma that holds no amount", () => {
    expect(read("Record on Access: 2,150 debit, 9 Mar 2026, 'ACCOUNT MAINTENANCE FEE'")).toEqual([
      ["2026-03-09", "debit", "2150", "'ACCOUNT MAINTENANCE FEE'", null],
    ]);
  });
});

describe("a list that shares its side", () => {
  it("gives short clauses the side and words of the one before", () => {
    expect(read("access: atm withdrawals this month - 40k on the 2nd, 20k on the 5th")).toEqual([
      ["2026-03-02", "debit", "40000", "atm withdrawals this month", null],
      ["2026-03-05", "debit", "20000", "atm withdrawals this month", null],
    ]);
    expect(sums("Zenith last Friday: 2 transfers in - Ota Farms 140k, Ada Stores 96k")).toEqual([
      ["2026-03-13", "credit", "140000"],
      ["2026-03-13", "credit", "96000"],
    ]);
    expect(sums("enter the 2 POS on zenith from sunday - Shoprite 31,280 and Filmhouse 12,000")).toEqual([
      ["2026-03-15", "debit", "31280"],
      ["2026-03-15", "debit", "12000"],
    ]);
  });

  it("still refuses a clause that says no transaction, or a list no introduction gives a side", () => {
    expect(fields("zenith today: ada stores paid in 80k, still owing us 20k on the old invoice")).toEqual([
      "transactions",
    ]);
    expect(fields("yesterday: paid Tunde 45,000, Shoprite 12,000")).toEqual(["transactions"]);
  });
});

describe("words that say the side", () => {
  it("reads deposits, someone else's sending, the business's purchases", () => {
    expect(sums("16/3 chq dep Brightstar 500k")).toEqual([["2026-03-16", "credit", "500000"]]);
    expect(sums("yesterday Ada Okafor sent 150k to the zenith account")).toEqual([["2026-03-17", "credit", "150000"]]);
    expect(sums("yesterday we sent 150k to the supplier")).toEqual([["2026-03-17", "debit", "150000"]]);
    expect(sums("14 Mar 2026 You sent ₦4,500.00 to Ada")).toEqual([["2026-03-14", "debit", "4500"]]);
    expect(sums("mon - ikeja electric token 30k\n17 Mar 2026 diesel 12,400\n16 Mar 2026 Musa salary 85,000")).toEqual([
      ["2026-03-16", "debit", "30000"],
      ["2026-03-17", "debit", "12400"],
      ["2026-03-16", "debit", "85000"],
    ]);
    // What was bought, given back, came in.
    expect(sums("17 Mar 2026 fuel refund from Total 5,000")).toEqual([["2026-03-17", "credit", "5000"]]);
  });
});

describe("weekdays a statement names", () => {
  it("reads them short, and as the last one past", () => {
    expect(sums("tues - 150k came in from Ada\nweds - POS 2,000\nthurs - POS 3,000\nsat - POS 4,000")).toEqual([
      ["2026-03-17", "credit", "150000"],
      ["2026-03-18", "debit", "2000"],
      ["2026-03-12", "debit", "3000"],
      ["2026-03-14", "debit", "4000"],
    ]);
  });
});

describe("a sum with its hundredths in words", () => {
  it("reads naira and kobo, dollars and cents", () => {
    expect(sums("Access, 28 February 2026: interest credit 1812 naira 50 kobo")).toEqual([
      ["2026-02-28", "credit", "1812.5"],
    ]);
    expect(sums("2 Mar 2026 wire fee 45 dollars and 5 cents debit")).toEqual([["2026-03-02", "debit", "45.05"]]);
  });
});

describe("balances that are no transactions", () => {
  it("reads a balance line's figure typed short, and checks the rows against it", () => {
    expect(sums("Opening bal 500k\n12 Mar 2026 POS 5k\nClosing bal 495k")).toEqual([["2026-03-12", "debit", "5000"]]);
    expect(fields("Opening bal 500k\n12 Mar 2026 POS 5k\nClosing bal 490k")).toEqual(["closing_balance"]);
  });

  it("keeps a balance under a line out of its words", () => {
    expect(read("12 Mar 2026 POS Shoprite 5,000 dr\nAvailable balance: 611,204.10")).toEqual([
      ["2026-03-12", "debit", "5000", "POS Shoprite", null],
    ]);
    expect(
      sums(
        "Today\nPOS SHOPRITE -5,000.00\nBalance ₦495,000.00\nYesterday\nTransfer from Ada +20,000.00\nBalance ₦500,000.00",
      ),
    ).toEqual([
      ["2026-03-17", "credit", "20000"],
      ["2026-03-18", "debit", "5000"],
    ]);
  });
});

describe("a day of the month said in words", () => {
  it("reads 'on the sixteenth', 'the twenty-third of February', 'March the first'", () => {
    expect(sums("on the sixteenth we paid ikeja electric 12,000 from zenith")).toEqual([
      ["2026-03-16", "debit", "12000"],
    ]);
    expect(sums("the twenty-third of February: POS 5,000")).toEqual([["2026-02-23", "debit", "5000"]]);
    expect(sums("march the first we received 20k from Ada")).toEqual([["2026-03-01", "credit", "20000"]]);
    expect(read("On March the 10th, Zenith charged us 2,500 as COT")).toEqual([
      ["2026-03-10", "debit", "2500", "Zenith charged us as COT", null],
    ]);
  });

  it("leaves 'the first' that counts", () => {
    expect(read("the first POS 5k yesterday")).toEqual([["2026-03-17", "debit", "5000", "the first POS", null]]);
  });
});
