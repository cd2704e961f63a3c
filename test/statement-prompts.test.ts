// Bank statements pasted into a prompt as exported (development-26): balance lines with
// their dates beside the figure, references and product names holding numbers, unsigned
// amounts beside a running balance, abbreviated column names, balances brought forward.
import { describe, expect, it } from "vitest";
import { statementSpec } from "../src/bank/upload";

const read = (text: string) => {
  const { records, problems } = statementSpec.fromText(text, { prompt: text, today: "2026-03-18" });
  return problems.length ? problems : records.map((r) => [r.date, r.type, r.amount, r.narration, r.ref]);
};
const fields = (text: string) => {
  const result = read(text);
  return result.map((r) => ("field" in r ? r.field : r));
};

describe("a balance line with its date beside the figure", () => {
  const rows = [
    "2 Mar 2026 Transfer to Ikeja Electric 120,000.00 DR",
    "6 Mar 2026 Transfer from Chinedu Okafor 95,000.00 CR",
    "9 Mar 2026 VAT on charges 3.75 DR",
  ].join("\n");
  const read3 = [
    ["2026-03-02", "debit", "120000", "Transfer to Ikeja Electric", null],
    ["2026-03-06", "credit", "95000", "Transfer from Chinedu Okafor", null],
    ["2026-03-09", "debit", "3.75", "VAT on charges", null],
  ];

  it("reads the figure, not the day, and checks the rows against it", () => {
    for (const [opening, closing] of [
      ["Opening balance 1 Mar 2026: 2,000,000.00", "Closing balance 17 Mar 2026: 1,974,996.25"],
      ["Opening balance as at 01/03/2026: 2,000,000.00", "Closing balance as at 17/03/2026 1,974,996.25"],
      ["Balance b/f 1 March 2026 2,000,000.00", "Balance c/f 17 March 2026 1,974,996.25"],
      ["Opening balance on March 1, 2026 - 2,000,000.00", "Closing balance on March 17, 2026 - 1,974,996.25"],
      ["01-Mar-2026 Balance brought forward 2,000,000.00", "17-Mar-2026 Balance carried forward 1,974,996.25"],
      ["Starting balance (1 Mar): 2,000,000.00", "Ending balance (17 Mar): 1,974,996.25"],
    ])
      expect(read(`${opening}\n${rows}\n${closing}`)).toEqual(read3);
    // A closing balance the rows do not come to is still refused.
    expect(
      fields(`Opening balance 1 Mar 2026: 2,000,000.00\n${rows}\nClosing balance 17 Mar 2026: 1,000,000.00`),
    ).toEqual(["closing_balance"]);
  });

  it("takes the day of a balance line as a sample of the statement's date order", () => {
    const text = [
      "Opening balance as at 01/03/2026: 500,000.00",
      "02/03/2026 POS Shoprite 20,000.00 DR",
      "Closing balance as at 17/03/2026: 480,000.00",
    ].join("\n");
    expect(read(text)).toEqual([["2026-03-02", "debit", "20000", "POS Shoprite", null]]);
  });

  it("keeps a transaction whose words only mention a balance", () => {
    const text = [
      "Balance brought forward 500,000.00",
      "13 Mar 2026 Interest on balance b/f 1,200.00 CR",
      "14 Mar 2026 Interest on closing balance 300.00 CR",
      "Balance carried forward 501,500.00",
    ].join("\n");
    expect(read(text)).toEqual([
      ["2026-03-13", "credit", "1200", "Interest on balance b/f", null],
      ["2026-03-14", "credit", "300", "Interest on closing balance", null],
    ]);
    expect(read("Date,Description,Amount,Balance\n2026-03-13,Interest on closing balance,120.00,500120.00")).toEqual([
      ["2026-03-13", "credit", "120", "Interest on closing balance", null],
    ]);
  });
});

describe("numbers in a line's words before its amount", () => {
  it("reads a long reference, a code with leading zeros or a document's number as words", () => {
    const text = [
      "14 Mar 2026 NIP/TRF TO XYZ SUPPLIER REF: 000015260314113045123 230,000.00 DR",
      "15 Mar 2026 NIP/TRF FROM BOLANLE STORES REF: 000013260315090012876 90,000.00 CR",
      "16 Mar 2026 Cheque 000215 150,000.00 DR",
      "16 Mar 2026 TRF 15260314113045123 12,000.00 DR",
      "17 Mar 2026 TRF ref no: 88123 5,000.00 CR",
    ].join("\n");
    expect(read(text)).toEqual([
      ["2026-03-14", "debit", "230000", "NIP/TRF TO XYZ SUPPLIER", "000015260314113045123"],
      ["2026-03-15", "credit", "90000", "NIP/TRF FROM BOLANLE STORES", "000013260315090012876"],
      ["2026-03-16", "debit", "150000", "Cheque 000215", null],
      ["2026-03-16", "debit", "12000", "TRF 15260314113045123", null],
      ["2026-03-17", "credit", "5000", "TRF", "88123"],
    ]);
    // With the running balance after the amount, all three are read.
    const balances = statementSpec.fromText(
      "14 Mar 2026 NIP/TRF TO XYZ SUPPLIER REF: 000015260314113045123 230,000.00 DR 770,000.00",
      { prompt: "", today: "2026-03-18" },
    ).records;
    expect(balances).toMatchObject([{ amount: "230000", type: "debit", balance: "770000" }]);
  });

  it("reads a number in a product's name as words beside money written as money", () => {
    expect(
      read(
        "GTB dom, dates in MM/DD/YY:\n03/04/26 Inward SWIFT - ACME LLC  USD 4,250.00 CR\n03/12/26 Card payment Microsoft 365  USD 99.00 DR",
      ),
    ).toEqual([
      ["2026-03-04", "credit", "4250", "Inward SWIFT - ACME LLC", null],
      ["2026-03-12", "debit", "99", "Card payment Microsoft 365", null],
    ]);
    expect(read("12 Mar 2026 Card payment Microsoft 365 99.00 DR")).toEqual([
      ["2026-03-12", "debit", "99", "Card payment Microsoft 365", null],
    ]);
    // Where every other line has one amount written with its decimals.
    expect(read("12 Mar 2026 Card payment Microsoft 365 99.00\n13 Mar 2026 Transfer from Ada Stores 500.00")).toEqual([
      ["2026-03-12", "debit", "99", "Card payment Microsoft 365", null],
      ["2026-03-13", "credit", "500", "Transfer from Ada Stores", null],
    ]);
  });

  it("keeps an amount and its running balance where the statement writes them so", () => {
    const pairs = (text: string) =>
      statementSpec
        .fromText(text, { prompt: text, today: "2026-03-18" })
        .records.map((r) => [r.type, r.amount, r.balance]);
    // Amounts written plainly on every line, each followed by its balance.
    expect(pairs("12 Mar 2026 SMS alert 40 1,044,950.00\n13 Mar 2026 POS Spar 1,000 1,043,950.00")).toEqual([
      ["credit", "40", "1044950"],
      ["debit", "1000", "1043950"],
    ]);
    // An amount and balance that follow from the balance before.
    expect(
      pairs("Opening balance 1,000.00\n12 Mar 2026 SMS alert 40 960.00\n13 Mar 2026 Transfer from Ada 500"),
    ).toEqual([
      ["debit", "40", "960"],
      ["credit", "500", null],
    ]);
    expect(pairs("Opening balance 1,000,000.00\n14 Mar 2026 Cheque 000214 230,000.00 770,000.00")).toEqual([
      ["debit", "230000", "770000"],
    ]);
  });
});

describe("unsigned amounts beside a running balance", () => {
  const table = (...lines: string[]) => ["Date | Description | Amount | Balance", ...lines].join("\n");
  const read3 = [
    ["2026-03-13", "credit", "45000", "Transfer Bolanle Stores", null],
    ["2026-03-14", "debit", "12000", "POS Filling station", null],
    ["2026-03-16", "debit", "20000", "ATM withdrawal", null],
  ];
  const rows = [
    "13 Mar 2026 | Transfer Bolanle Stores | 45,000.00 | 545,000.00",
    "14 Mar 2026 | POS Filling station | 12,000.00 | 533,000.00",
    "16 Mar 2026 | ATM withdrawal | 20,000.00 | 513,000.00",
  ];

  it("takes each row's side from how the balance moved", () => {
    expect(read(table("Opening balance | | | 500,000.00", ...rows))).toEqual(read3);
    // No opening balance: the first row's words say its side.
    expect(read(table(...rows))).toEqual(read3);
    // Newest first.
    expect(read(table("Opening balance | | | 500,000.00", ...[...rows].reverse()))).toEqual([...read3].reverse());
    // In a csv, the balance brought forward named short.
    expect(
      read(
        "Date,Description,Amount,Balance\n01/03/2026,BAL B/F,,500000.00\n13/03/2026,Transfer Bolanle Stores,45000.00,545000.00\n14/03/2026,POS Filling station,12000.00,533000.00",
      ),
    ).toEqual(read3.slice(0, 2));
  });

  it("leaves signed amounts as signed, and refuses balances that do not follow either way", () => {
    expect(
      read(
        table(
          "13 Mar 2026 | Transfer Bolanle Stores | 45,000.00 | 545,000.00",
          "14 Mar 2026 | POS Filling station | -12,000.00 | 533,000.00",
        ),
      ),
    ).toEqual(read3.slice(0, 2));
    expect(
      fields(
        table(
          "Opening balance | | | 500,000.00",
          "13 Mar 2026 | Transfer Bolanle Stores | 45,000.00 | 545,000.00",
          "14 Mar 2026 | POS Filling station | 12,000.00 | 543,000.00",
        ),
      ),
    ).toEqual(["rows.3.balance"]);
  });
});

describe("a statement's columns named short, and its balances brought forward", () => {
  it("reads 'Value Dt.', 'Ref', 'Txn Dt', 'Narr.', 'Chq No', 'Withdrawal Amt', 'Deposit Amt' and 'Bal'", () => {
    expect(
      read(
        "Value Dt. | Narrative | Ref | Withdrawals | Deposits\n13-Mar-2026 | Transfer from Ota Farms Ltd | ACC/26/0713 | | 95,000.00\n15-Mar-2026 | Transfer to Musa Ibrahim | ACC/26/0755 | 60,000.00 |",
      ),
    ).toEqual([
      ["2026-03-13", "credit", "95000", "Transfer from Ota Farms Ltd", "ACC/26/0713"],
      ["2026-03-15", "debit", "60000", "Transfer to Musa Ibrahim", "ACC/26/0755"],
    ]);
    const text = [
      "Txn Dt | Narr. | Chq No | Withdrawal Amt | Deposit Amt | Bal",
      "13-Mar-2026 | Transfer from Ota Farms Ltd | | | 95,000.00 | 195,000.00",
      "15-Mar-2026 | Cheque to Musa Ibrahim | 000318 | 60,000.00 | | 135,000.00",
    ].join("\n");
    expect(
      statementSpec
        .fromText(text, { prompt: text, today: "2026-03-18" })
        .records.map((r) => [r.type, r.amount, r.narration, r.ref, r.balance]),
    ).toEqual([
      ["credit", "95000", "Transfer from Ota Farms Ltd", null, "195000"],
      ["debit", "60000", "Cheque to Musa Ibrahim", "000318", "135000"],
    ]);
  });

  it("leaves out 'BAL B/FWD', 'Balance brought fwd' and 'Bal c/fwd' rows, checked against the rows", () => {
    const csv = (opening: string, closing: string) =>
      [
        "Date,Narration,Debit,Credit,Balance",
        `01-Mar-2026,${opening},,,300000.00`,
        '"02-Mar-2026","POS PURCHASE - BUKKA HUT","7,800.00",,"292,200.00"',
        '"03-Mar-2026","TRANSFER FROM ACME LLC",,"95,000.00","387,200.00"',
        `17-Mar-2026,${closing},,,387200.00`,
      ].join("\n");
    const read2 = [
      ["2026-03-02", "debit", "7800", "POS PURCHASE - BUKKA HUT", null],
      ["2026-03-03", "credit", "95000", "TRANSFER FROM ACME LLC", null],
    ];
    expect(read(csv("BAL B/FWD", "BAL C/FWD"))).toEqual(read2);
    expect(read(csv("Balance brought fwd", "Closing bal"))).toEqual(read2);
    expect(read(csv("Previous balance", "Balance carried forward"))).toEqual(read2);
    // A balance brought forward the rows do not follow from is refused.
    expect(fields(csv("BAL B/FWD", "BAL C/FWD").replace(",300000.00", ",310000.00"))).toEqual(["opening_balance"]);
  });

  it("reads such a table from a file too", () => {
    const parsed = statementSpec.fromTable(
      [
        ["Value Dt", "Narration", "Dr", "Cr", "Bal"],
        ["01/03/2026", "Bal b/f", "", "", "100,000.00"],
        ["13/03/2026", "POS Spar", "2,500.00", "", "97,500.00"],
      ],
      { prompt: "upload", today: "2026-03-18" },
    );
    expect(parsed).toMatchObject({
      records: [{ date: "2026-03-13", type: "debit", amount: "2500", balance: "97500" }],
    });
  });
});

describe("a column of references in rows pasted without a header", () => {
  it("reads a column of codes, or of labelled references, beside the words as each row's reference", () => {
    expect(
      read(
        "17 Mar 2026 | NIP/OTA FARMS LTD/INV 2231 | ref 000017260317 | +275,000.00\n18 Mar 2026 | POS SPAR | Ref No: FT2607712 | -5,000.00",
      ),
    ).toEqual([
      ["2026-03-17", "credit", "275000", "NIP/OTA FARMS LTD/INV 2231", "000017260317"],
      ["2026-03-18", "debit", "5000", "POS SPAR", "FT2607712"],
    ]);
    // Before the words.
    expect(
      read(
        "17 Mar 2026 | FT26061ABC01 | Transfer to XYZ Supplier | -275,000.00\n16 Mar 2026 | CHG0309 | COT charges | -412.50",
      ),
    ).toEqual([
      ["2026-03-17", "debit", "275000", "Transfer to XYZ Supplier", "FT26061ABC01"],
      ["2026-03-16", "debit", "412.5", "COT charges", "CHG0309"],
    ]);
  });

  it("keeps a reference that only starts with the letters of a label, and words that are no code", () => {
    expect(
      read(
        "Date | Ref | Description | Amount\n17 Mar 2026 | REF123 | POS | -5,000.00\n18 Mar 2026 | REF-124 | POS | -5,000.00",
      ),
    ).toEqual([
      ["2026-03-17", "debit", "5000", "POS", "REF123"],
      ["2026-03-18", "debit", "5000", "POS", "REF-124"],
    ]);
    expect(read("17 Mar 2026 | POS2231 | -5,000.00")).toEqual([["2026-03-17", "debit", "5000", "POS2231", null]]);
  });
});
