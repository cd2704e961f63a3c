// The VAT return (issues 19 and 20): output and input tax of a period by tax code, with
// the records behind each code, checked against figures worked by hand and against the
// VAT Payable account it must reconcile with.
import { describe, expect, it } from "vitest";
import { call, createBusiness, type TestBusiness } from "./harness";

const post = async (biz: TestBusiness, path: string, record: Record<string, unknown>) => {
  const res = await call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { uuid: string };
};

interface Line {
  label: string;
  code?: string | null;
  amount: number;
  net_amount?: number;
  source?: string;
  record_uuid?: string;
  children: Line[];
}

const vatReturn = async (biz: TestBusiness, from: string, to: string) => {
  const res = await call(`/reports/vat-return?from_date=${from}&to_date=${to}`, { key: biz.key });
  expect(res.status, res.text).toBe(200);
  return res.json as { data: { content: Line[]; totals: Record<string, number> } };
};

describe("the VAT return", () => {
  it("tells output tax from input tax by code, with each record behind it, and reconciles with VAT Payable", async () => {
    const biz = await createBusiness(); // NG: STD 7.5%, ZERO, EXEMPT
    const shop = await post(biz, "/invoices", {
      contact: "Ota Farms Ltd",
      date: "2026-10-05",
      record_items: [
        { description: "Rice", quantity: 2, unit_price: 10000, tax_code: "STD" }, // tax 1,500
        { description: "Bread", quantity: 1, unit_price: 5000, tax_code: "EXEMPT" },
        { description: "Export crate", quantity: 1, unit_price: 4000, tax_code: "ZERO" },
      ],
    });
    // $100 + 7.5% at 1,500: the ledger holds 150,000 net and 11,250 tax.
    await post(biz, "/invoices", {
      contact: "ACME LLC",
      date: "2026-10-10",
      currency: "USD",
      exchange_rate: 1500,
      record_items: [{ description: "Consulting", quantity: 1, unit_price: 100, tax_rate: 7.5 }],
    });
    // 10,000 less 10% = 9,000, tax 675.
    const bill = await post(biz, "/bills", {
      contact: "Globex",
      date: "2026-10-12",
      discount: { percent: 10 },
      record_items: [
        { description: "Soap", quantity: 4, unit_price: 2500, tax_code: "STD", account: "Office Supplies" },
      ],
    });
    await post(biz, "/expenses", {
      date: "2026-10-15",
      amount: 10750, // 10,000 + 750 tax inside
      account: "Rent",
      category: "Cash",
      tax_code: "STD",
    });
    await post(biz, "/income", {
      date: "2026-10-16",
      amount: 21500, // 20,000 + 1,500
      account: "Other Income",
      category: "Cash",
      tax_rate: 7.5,
    });
    // Left out: a voided invoice, and one after the period.
    const voided = await post(biz, "/invoices", {
      contact: "Ota Farms Ltd",
      date: "2026-10-18",
      record_items: [{ description: "Rice", quantity: 1, unit_price: 1000, tax_code: "STD" }],
    });
    expect((await call(`/invoices/${voided.uuid}/void`, { method: "POST", key: biz.key })).status).toBe(200);
    await post(biz, "/invoices", {
      contact: "Ota Farms Ltd",
      date: "2026-11-02",
      record_items: [{ description: "Rice", quantity: 1, unit_price: 1000, tax_code: "STD" }],
    });
    // Last quarter's VAT paid to the tax office.
    await post(biz, "/journals", {
      date: "2026-10-31",
      narration: "VAT remittance",
      lines: [
        { account: "VAT Payable", debit: 5000 },
        { account: "Cash", credit: 5000 },
      ],
    });

    const { content, totals } = (await vatReturn(biz, "2026-10-01", "2026-10-31")).data;
    expect(totals).toEqual({
      output_tax: 14250,
      input_tax: 1425,
      net_payable: 12825,
      sales_net: 199000,
      purchases_net: 19000,
      other_tax_entries: -5000,
      tax_account_movement: 7825,
    });
    const [output, input] = content as [Line, Line];
    expect(output.children.map((c) => [c.code, c.amount, c.net_amount])).toEqual([
      ["EXEMPT", 0, 5000],
      ["STD", 14250, 190000],
      ["ZERO", 0, 4000],
    ]);
    const std = output.children[1]!;
    expect(std.children.map((r) => [r.source, r.amount, r.net_amount])).toEqual([
      ["invoice", 1500, 20000],
      ["invoice", 11250, 150000],
      ["income", 1500, 20000],
    ]);
    expect(std.children[0]!.record_uuid).toBe(shop.uuid);
    expect(input.children.map((c) => [c.code, c.amount, c.net_amount])).toEqual([["STD", 1425, 19000]]);
    expect(input.children[0]!.children.map((r) => [r.source, r.record_uuid === bill.uuid, r.amount])).toEqual([
      ["bill", true, 675],
      ["expense", false, 750],
    ]);
    // The account agrees: its movement in October is the return's net plus the remittance.
    const ledger = await call("/reports/general-ledger?from_date=2026-10-01&to_date=2026-10-31&account=VAT%20Payable", {
      key: biz.key,
    });
    expect(-ledger.json.data.content[0].amount).toBe(totals.tax_account_movement);
  });

  it("shows an edit once, as it now stands, and a rate without a code on a line of its own", async () => {
    const biz = await createBusiness();
    const bill = await post(biz, "/bills", {
      contact: "Globex",
      date: "2026-10-12",
      record_items: [{ description: "Soap", quantity: 1, unit_price: 10000, tax_code: "STD" }],
    });
    const edited = await call(`/bills/${bill.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { record_items: [{ description: "Soap", quantity: 2, unit_price: 10000, tax_code: "STD" }] },
    });
    expect(edited.status, edited.text).toBe(200);
    await post(biz, "/bills", {
      contact: "Globex",
      date: "2026-10-20",
      record_items: [{ description: "Cement", quantity: 1, unit_price: 4000, tax_rate: 5 }],
    });
    const { totals, content } = (await vatReturn(biz, "2026-10-01", "2026-10-31")).data;
    expect(totals).toMatchObject({ input_tax: 1700, purchases_net: 24000, tax_account_movement: -1700 });
    expect(content[1]!.children.map((c) => [c.label, c.amount, c.children.length])).toEqual([
      ["No tax code (5%)", 200, 1],
      ["STD: VAT 7.5% (standard rate)", 1500, 1],
    ]);
    // An empty period is all zeros, not an error.
    expect((await vatReturn(biz, "2026-09-01", "2026-09-30")).data.totals.net_payable).toBe(0);
  });
});
