// Documents, cash and contacts as people say them (session 29): a balance said with a comma
// after its sum, a bare sum of 1900–2099 that is money ("paid 2000 for transport"), a total
// said beside the things it paid for, a price each of "the 2 of us", pidgin payments and due
// dates ("dem pay 400k cash today, balance na end of month"), a month's count ("for March,
// 3 guards"), terms with a courtesy ("30 days please"), a label heading the request ("To
// record: …"), and the words that name an account or a contact's kind.
import { describe, expect, it } from "vitest";
import { lexiconAccount } from "../src/accounts/lexicon";
import { contactSpec } from "../src/contacts/extraction";
import { billSpec, expenseSpec, invoiceSpec } from "../src/documents/extraction";
import { findAmounts } from "../src/extraction/grammar/amounts";
import { findDates } from "../src/extraction/grammar/dates";
import { call, createBusiness, insertContacts } from "./harness";
import { readPrompt, TODAY } from "./read-prompt";

const bill = (text: string) => readPrompt(billSpec, text);
const invoice = (text: string) => readPrompt(invoiceSpec, text);
const expense = (text: string) => readPrompt(expenseSpec, text);
type Read = ReturnType<typeof bill>;
const items = (read: Read) => read.records[0]?.record_items.map((i) => [i.quantity, i.unit_price]) ?? read.problems;
const paid = (read: Read) => read.records[0]?.payments.map((p) => p.amount) ?? read.problems;
const amount = (text: string) => {
  const read = expense(text);
  return read.records[0]?.amount ?? read.problems.map((p) => p.message);
};

describe("a balance said with a comma or full stop after its sum", () => {
  it.each([
    "Bill from XYZ Supplier for 20 bags of cement at 20k each, we paid 100k, bal 300k, due friday",
    "Bill from XYZ Supplier for 20 bags of cement at 20k each, we paid 100k. bal 300k.",
    "Bill from XYZ Supplier for 20 bags of cement at 20k each, we paid 100k. bal 300,000.",
  ])("%s: no item", (text) => {
    const read = bill(text);
    expect(items(read)).toEqual([["20", "20000"]]);
    expect(paid(read)).toEqual(["100000"]);
  });

  it("a balance that is not what is left is refused, quoted", () => {
    const read = bill(
      "Bill from XYZ Supplier for 20 bags of cement at 20k each, we paid 100k, balance 250k, due friday",
    );
    expect(read.records).toEqual([]);
    expect(read.problems[0]?.message).toContain('"balance 250k"');
  });
});

describe("a bare number of 1900–2099", () => {
  it.each([
    ["paid 2000 for transport", [2000]],
    ["transport 2000 cash", [2000]],
    ["since 2000", []],
    ["SMS ALERT CHARGES FEB 2026 + VAT", []],
    ["FEB 2000", []],
    ["a 2005 model generator", []],
    ["in 2019 we paid 5,000", [5000]],
  ])("%s", (text, sums) => {
    expect(findAmounts(text).map((a) => Number(a.value))).toEqual(sums);
  });

  it("is added with the sum before it", () => {
    expect(amount("Paid fuel ₦25,000 & petrol 2000 yesterday")).toBe("27000");
  });
});

describe("a sum listed after another in a cash record is never dropped", () => {
  it.each([
    ["paid 1,500 for diesel and 200 for 2 people", '"200"'],
    ["bought bread 1500 and water 2500", '"2500"'],
  ])("%s", (text, quoted) => {
    expect(String(amount(text))).toContain(quoted);
  });

  it("a card's last four digits are no sum", () => {
    expect(amount("paid 5000 for gen repair, card ending 4471")).toBe("5000");
  });
});

describe("a total said beside the things it paid for", () => {
  it.each([
    ["₦6,300 - 3 biro packs at 1,100 and a ream of paper 3,000, cash", "6300"],
    ["Receipt from Jendol: 2 cartons tissue @ 4,850, 1 carton liquid soap 7,200, total 16,900, cash", "16900"],
    ["Bought 4 bags of sachet water @ 300 for the office and 2 packs of cups at 1,500, 4,200 total, cash", "4200"],
  ])("%s", (text, sum) => {
    expect(amount(text)).toBe(sum);
  });

  it("a total the things do not come to is refused", () => {
    expect(
      String(amount("Receipt from Jendol: 2 cartons tissue @ 4,850, 1 carton liquid soap 7,200, total 17,900, cash")),
    ).toContain('"17,900"');
  });
});

describe("a price each, for people or both ways of a trip", () => {
  it.each([
    ["Flight to PH for the 2 of us, 98,500 each, paid from Zenith", "197000"],
    ["bus to Ibadan for both of us 6k each", "12000"],
    ["Bolt to and from the bank, 4,700 each way, cash", "9400"],
  ])("%s", (text, sum) => {
    expect(amount(text)).toBe(sum);
  });

  it("where a trip went is no account it was paid from", () => {
    expect(expense("Bolt to and from the bank, 4,700 each way, cash").records[0]?.category).toBeNull();
  });
});

describe("payments and due dates said in pidgin", () => {
  it("money handed to the party's man, the rest in two weeks", () => {
    const read = bill(
      "kano grains ltd bill today - 25 bags sorghum x 26,800. I don give their driver 200k cash, the rest na 2 weeks",
    );
    expect(paid(read)).toEqual(["200000"]);
    expect(read.records[0]?.terms_days).toBe(14);
  });

  it("'dem pay' a sum today, the balance at the end of the month", () => {
    const read = invoice(
      "Invoice Bolanle Stores 30 cartons of Peak milk at 27,500; dem pay 400k cash today, balance na end of month",
    );
    expect(paid(read)).toEqual(["400000"]);
    expect(read.records[0]?.due_date).toBe("2026-03-31");
  });

  it("'they pay 400k monthly' is no payment", () => {
    expect(paid(invoice("Invoice Bolanle Stores 30 cartons of Peak milk at 27,500; they pay 400k monthly"))).toEqual([
      { field: "prompt", message: expect.stringContaining('"400k"') },
    ]);
  });

  it("a discount given is no payment", () => {
    const read = invoice("Invoice Bolanle Stores 30 cartons of Peak milk at 27,500, I don give dem 5% discount");
    expect(read.records[0]?.payments).toEqual([]);
    expect(read.records[0]?.discount).toEqual({ percent: "5" });
  });

  it.each([
    ["Oga, Ikeja Electric don bring bill 96,400 for the shop meter. Last day to pay na 27th", "2026-03-27"],
    ["Bill from XYZ Supplier 400k for cement, last date for payment is 30th March", "2026-03-30"],
  ])("%s", (text, due) => {
    const read = bill(text);
    expect([read.records[0]?.date, read.records[0]?.due_date]).toEqual([null, due]);
  });
});

describe("dates and terms", () => {
  it.each([
    ["security for March, 3 guards x 85,000", []],
    ["rent for March, 2 rooms", []],
    ["March 3, 2026", ["2026-03-03"]],
    ["Last Friday's wages for the 3 security men", ["2026-03-13"]],
    ["Last day to pay", []],
  ])("%s", (text, days) => {
    expect(findDates(text, TODAY).map((d) => d.value)).toEqual(days);
  });

  it("counts a month's guards, dating nothing", () => {
    const read = bill("Shield Guards Ltd - security for March, 3 guards x 85,000, net 10");
    expect(items(read)).toEqual([["3", "85000"]]);
    expect([read.records[0]?.date, read.records[0]?.terms_days]).toEqual([null, 10]);
  });

  it("reads terms said with a courtesy", () => {
    const read = bill(
      "Halden & Rowe's invoice is in: £2,750 for the trademark filing, at ₦2,040 per pound, 30 days please.",
    );
    expect(read.records[0]?.terms_days).toBe(30);
    expect(read.records[0]?.record_items.map((i) => i.description)).toEqual(["trademark filing"]);
  });
});

describe("who and what", () => {
  it.each([
    "To record: Eko Fuels Ltd supplied 2,500 litres of AGO at ₦1,095/litre for the generators, terms 30 days",
    "Please record: Eko Fuels Ltd supplied 2,500 litres of AGO at ₦1,095/litre",
  ])("%s: the supplier follows the request's label", (text) => {
    expect(bill(text).records[0]?.contact).toBe("Eko Fuels Ltd");
  });

  it("a thing of ours sold is an item", () => {
    expect(items(invoice("Invoice Kano Grains Ltd for our old weighing scale last Friday, 85k, net 14"))).toEqual([
      ["1", "85000"],
    ]);
  });

  it.each([
    ["AGO for the gens", "Fuel and Transport"],
    ["paid 3 days ago for fuel", "Fuel and Transport"],
    ["paid 3 days ago", undefined],
    ["Peace Mass Transit ticket Lagos-Enugu", "Travel"],
    ["review of the tenancy agreement", "Professional Fees"],
  ])("%s", (text, account) => {
    expect(lexiconAccount("expense", text)).toBe(account);
  });

  it("a tradesman 'we use' is a supplier", () => {
    expect(
      readPrompt(contactSpec, "contact: Ifeanyi Umeh (plumber we use now and then) – 0805 777 1234").records[0]?.type,
    ).toBe("supplier");
  });
});

describe("what a count costs together", () => {
  it.each([
    ["Bill from Ikeja Electric for 3 months at 64,350", [["3", "64350"]]],
    ["Eko Hotel bill: 3 rooms for 2 nights at 192,000 total", [["6", "32000"]]],
  ])("%s", (text, lines) => {
    expect(items(bill(text))).toEqual(lines);
  });

  it.each([
    ["Paid Eko Hotel 3 rooms for 2 nights at 192,000 total", "192000"],
    ["hotel 2 nights at 45k total zenith card", "45000"],
    ["hotel 2 nights 45k each zenith card", "90000"],
    ["bought 2 chairs at 45k each", "90000"],
  ])("%s", (text, sum) => {
    expect(amount(text)).toBe(sum);
  });
});

describe("bills as a form or with the supplier's terms", () => {
  it("reads a form whose item field holds the count", () => {
    const read = bill(
      "Add bill; supplier: Globex Nigeria Limited; item: 2 air conditioners (1.5HP); unit price 376,250 VAT inclusive; due date 31 March",
    );
    expect(items(read)).toEqual([["2", "350000"]]);
    expect(read.records[0]?.record_items[0]?.tax_rate).toBe("7.5");
  });

  it("refuses a credit limit the supplier gave, never billing it", () => {
    const read = bill(
      "Record a bill from Globex Nigeria Limited for 25 office chairs at 48,000, they gave us 60 days credit and a credit limit of 5m",
    );
    expect(read.records).toEqual([]);
    expect(read.problems.map((p) => p.message)).toEqual([expect.stringContaining('"5m"')]);
  });

  it("books lines whose words name nothing where the supplier's name says", async () => {
    const biz = await createBusiness();
    const res = await call("/bills", {
      method: "POST",
      key: biz.key,
      body: {
        prompt: "Ikeja Electric bill for two meters - shop 64,200, warehouse 38,650 - due in 10 days",
        process_type: "direct",
      },
    });
    expect(res.status, res.text).toBe(201);
    const lines = res.json.data.record_items as { account: string }[];
    expect(lines.map((l) => l.account)).toEqual(["Utilities", "Utilities"]);
    expect(JSON.stringify(res.json.data.assumptions)).toContain('\\"Ikeja Electric\\" is usually booked to Utilities');
  });
});

describe("owners' phone messages (corpus 62)", () => {
  it.each([
    ["paid 5k yday", "2026-03-17"],
    ["paid 5k ystday", "2026-03-17"],
    ["trf 480k to kano grains frm zenith 2day", "2026-03-18"],
    ["paid 5k tday", "2026-03-18"],
    ["paid 5k 2dy", "2026-03-18"],
  ])("%s", (text, day) => {
    expect(findDates(text, TODAY).map((d) => d.value)).toEqual([day]);
  });

  it("'2 days ago' and 'for 2 days' keep their meaning", () => {
    expect(findDates("2days ago", TODAY).map((d) => d.value)).toEqual(["2026-03-16"]);
    expect(findDates("for 2 days", TODAY)).toEqual([]);
  });

  it("'inv dem' names no customer", () => {
    expect(invoice("yday we supplied brightstar 200 crates eggs @3,400. inv dem, due end of month").problems).toEqual([
      { field: "contact", message: "The customer was not found" },
    ]);
  });

  it("'dem don trf' a sum is a payment", () => {
    const read = invoice("inv globex nigeria 5 laptops @ 620k, dem don trf 1.5m to zenith 2day, bal due in 7 days");
    expect(paid(read)).toEqual(["1500000"]);
    expect(read.records[0]?.terms_days).toBe(7);
  });

  it("a price per month said again is no item", () => {
    expect(
      items(invoice("invoice acme llc N750k for 3 months social media management, 250k monthly, due 15/04/2026")),
    ).toEqual([["3", "250000"]]);
  });

  it("a period word before the document's word is no part of the supplier's name", () => {
    expect(
      bill("MTN Business monthly invoice for the office lines — ₦86,000 + 7.5% VAT, due 5 April").records[0]?.contact,
    ).toBe("MTN Business");
  });
});

describe("receipts and alerts (corpus 61)", () => {
  it.each([
    ["Zenith SMS: Debit NGN 1,075.00 'ACCT MAINT FEE+VAT' 28-FEB-2026", "1075"],
    ["bought 6 reams a4 @ 5,200 + 2 boxes biro @ 2,500 frm zenith", "36200"],
    ["Ikeja Electric prepaid token ₦53,750 (incl. VAT ₦3,750), paid via Zenith app", "53750"],
    ["Paid 10,000 plus VAT for the repair", "10750"],
  ])("%s", (text, sum) => {
    expect(amount(text)).toBe(sum);
  });

  it("a VAT sum that is not the amount's is refused", () => {
    expect(String(amount("Ikeja Electric prepaid token ₦53,750 (incl. VAT ₦3,000), paid via Zenith app"))).toContain(
      '"₦3,000"',
    );
  });
});

describe("the business's contact typed in lower case inside the sentence", () => {
  it.each([
    [
      "invoices",
      "yday we supplied brightstar 200 crates eggs @3,400. inv dem, due end of month",
      "Brightstar Hotels Ltd",
    ],
    ["expenses", "pd globex nig ltd 72,500 for stationery by access trf", "Globex Nigeria Limited"],
  ])("%s: %s", async (resource, prompt, contact) => {
    const biz = await createBusiness();
    await insertContacts(biz.id, [
      { name: "Brightstar Hotels Ltd", type: "customer" },
      { name: "Globex Nigeria Limited", type: "supplier" },
    ]);
    const res = await call(`/${resource}`, { method: "POST", key: biz.key, body: { prompt, process_type: "direct" } });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.contact.name).toBe(contact);
  });

  it("'pls do invoice' names no customer", () => {
    expect(invoice("pls do invoice 20 plastic chairs @ 15k each due in 7 days").problems).toEqual([
      { field: "contact", message: "The customer was not found" },
    ]);
  });
});

describe("neighbours the new readers must not misread (review)", () => {
  it("a total said again after 'each' is no second part", () => {
    expect(amount("2 tyres at 65,000 each, 130,000")).not.toBe("260000");
  });

  it("money handed to the supplier's driver for his fuel is no payment of the bill", () => {
    const read = bill("Bill from Kano Grains 500k for 10 bags of rice; gave their driver 5k for fuel");
    expect(read.records).toEqual([]);
    expect(read.problems.map((p) => p.message)).toEqual([expect.stringContaining('"5k"')]);
  });

  it.each([
    ["tip of 2000 to the boy", [2000]],
    ["bus fare of 2000 to ikeja", [2000]],
    ["class of 2005", []],
  ])("%s", (text, sums) => {
    expect(findAmounts(text).map((a) => Number(a.value))).toEqual(sums);
  });
});
