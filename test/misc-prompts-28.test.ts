// Contacts, cash and journals as people say them (session 28): a range of house numbers
// written with a spaced slash ("12 / 14 Broad Street"), and a street set off as a field with
// no number, a landmark leading it ("…, opposite UBA, Broad Street, Lagos"), are the address,
// never dropped.
import { describe, expect, it } from "vitest";
import { lexiconAccount } from "../src/accounts/lexicon";
import { contactSpec } from "../src/contacts/extraction";
import { incomeSpec, invoiceSpec } from "../src/documents/extraction";
import { journalSpec } from "../src/journals/extraction";
import { readPrompt } from "./read-prompt";

const address = (text: string) => {
  const read = readPrompt(contactSpec, text);
  return read.records[0] ? [read.records[0].name, read.records[0].address] : read.problems;
};

describe("an address with no house number, or a range written with a spaced slash", () => {
  it.each([
    ["Add customer Ada Obi, 12 / 14 Broad Street, Lagos", "12 / 14 Broad Street, Lagos"],
    ["Add supplier Eko Fuels, Plot 5 / 7 Creek Road, Apapa", "Plot 5 / 7 Creek Road, Apapa"],
    ["Add supplier Eko Fuels, Plot 5-7 Creek Road, Apapa", "Plot 5-7 Creek Road, Apapa"],
    ["Add customer Ada Obi, Broad Street, Lagos", "Broad Street, Lagos"],
    ["Add customer Ada Obi, opposite UBA, Broad Street, Lagos", "opposite UBA, Broad Street, Lagos"],
    ["Add customer Ada Obi, Broad Street Lagos, email ada@example.com", "Broad Street Lagos"],
  ])("%s", (text, written) => {
    expect(address(text)).toEqual([expect.stringMatching(/^(?:Ada Obi|Eko Fuels)$/), written]);
  });

  it("reads no span of time as a house number", () => {
    expect(address("Add supplier Eko Fuels, 15 Years Trading Partner, Lagos")).toEqual(["Eko Fuels", null]);
  });

  it("keeps the phone after a street with no number", () => {
    const read = readPrompt(contactSpec, "new supplier Eko Fuels, Creek Road Apapa, 0803 123 4567").records[0];
    expect([read?.address, read?.phone]).toEqual(["Creek Road Apapa", "0803 123 4567"]);
  });
});

describe("a journal headed by the event's noun, as a voucher names it", () => {
  const lines = (text: string) => {
    const read = readPrompt(journalSpec, text);
    return read.records[0]?.lines.map((l) => [l.account, l.debit, l.credit]) ?? read.problems;
  };
  it.each([
    [
      "Payment to creditor XYZ Supplier ₦850,000 from Zenith, being part settlement of the outstanding balance",
      "Accounts Payable",
      "Zenith",
      "850000",
    ],
    ["Remittance of VAT to FIRS, ₦212,450, via Zenith on 14 March", "VAT Payable", "Zenith", "212450"],
    ["Receipt from debtor Bolanle Stores ₦400,000 into Zenith", "Zenith", "Accounts Receivable", "400000"],
    ["Repayment of loan 500k from Access", "Loans Payable", "Access", "500000"],
  ])("%s", (text, debit, credit, sum) => {
    expect(lines(text)).toEqual([
      [debit, sum, "0"],
      [credit, "0", sum],
    ]);
  });
});

describe("owners' and sellers' words (development-56/57)", () => {
  it("'owners capital 500k cash' is capital put in, into cash", () => {
    for (const text of ["owners capital 500k cash, 2nd march", "owner brought in capital of 500k cash"])
      expect(readPrompt(journalSpec, text).records[0]?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
        ["Cash", "500000", "0"],
        ["Owner's Equity", "0", "500000"],
      ]);
  });

  it("names whom the business says it supplies", () => {
    const read = readPrompt(contactSpec, "We now supply Mama Cass Restaurants, add them as a customer. RC 654321");
    expect([read.records[0]?.name, read.records[0]?.type]).toEqual(["Mama Cass Restaurants", "customer"]);
  });

  it("a payer said new is no name; farm produce sold is Sales", () => {
    const read = readPrompt(incomeSpec, "deposit of 100k from new customer Adaeze Obi for a wedding gown, cash");
    expect(read.records[0]?.contact).toBe("Adaeze Obi");
    expect(lexiconAccount("income", "maize")).toBe("Sales");
    expect(lexiconAccount("income", "palm oil")).toBe("Sales");
  });

  it("'new patient' before a name, 'he don pay everything', a date 'on 3/3' after a price", () => {
    expect(
      readPrompt(invoiceSpec, "Invoice new patient Tobi Adewale: consultation 20,000, lab tests 35,000").records[0]
        ?.contact,
    ).toBe("Tobi Adewale");
    const paid = readPrompt(
      invoiceSpec,
      "Abeg invoice Chinedu Okafor for 1 generator 450k, he don pay everything cash today",
    ).records[0]?.payments;
    expect(paid?.map((p) => p.percent)).toEqual(["100"]);
    const items = readPrompt(invoiceSpec, "invoice kano grains ltd for 3 hrs forklift hire @ 25k/hr on 3/3").records[0];
    expect(items?.record_items.map((i) => [i.description, i.quantity, i.unit_price])).toEqual([
      ["forklift hire", "3", "25000"],
    ]);
    expect(items?.date).toBe("2026-03-03");
  });
});

describe("after review", () => {
  it("takes no description for an address, nor a company's name with a street's word", () => {
    expect(address("Add customer Ada Obi, a close friend of the owner")).toEqual(["Ada Obi", null]);
    expect(address("Add supplier, Eko Road Haulage, Lagos")).toEqual(["Eko Road Haulage", null]);
  });

  it("reads owner's capital going out, and a payment that bounced, as no capital put in nor payment", () => {
    for (const text of [
      "Owner's capital withdrawn 200k from zenith",
      "Payment to creditor XYZ 850k from zenith bounced, reverse it",
    ])
      expect(readPrompt(journalSpec, text).records).toEqual([]);
  });
});
