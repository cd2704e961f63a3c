// Contacts, cash and journals as people say them (session 28): a range of house numbers
// written with a spaced slash ("12 / 14 Broad Street"), and a street set off as a field with
// no number, a landmark leading it ("…, opposite UBA, Broad Street, Lagos"), are the address,
// never dropped.
import { describe, expect, it } from "vitest";
import { contactSpec } from "../src/contacts/extraction";
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
    ["Add customer Ada Obi, off Broad Street by the church, Lagos", "off Broad Street by the church, Lagos"],
    ["Add customer Ada Obi, opposite UBA, Broad Street, Lagos", "opposite UBA, Broad Street, Lagos"],
    ["Add customer Ada Obi, Broad Street Lagos, email ada@example.com", "Broad Street Lagos"],
  ])("%s", (text, written) => {
    expect(address(text)).toEqual([expect.stringMatching(/^(?:Ada Obi|Eko Fuels)$/), written]);
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
