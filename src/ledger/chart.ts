// The default chart of accounts every business starts with (CONTRACT 6). Codes follow
// the common 1xxx assets ... 6xxx expenses layout; sub_type says what each account is
// for, so postings find the receivable, payable, VAT or FX account by role, not name.
import type { AccountType } from "../db/schema";

export interface ChartAccount {
  code: string;
  name: string;
  type: AccountType;
  subType: string;
}

export const DEFAULT_CHART: ChartAccount[] = [
  { code: "1000", name: "Cash", type: "asset", subType: "cash" },
  { code: "1100", name: "Accounts Receivable", type: "asset", subType: "receivable" },
  { code: "1200", name: "Inventory", type: "asset", subType: "inventory" },
  { code: "1300", name: "Prepaid Expenses", type: "asset", subType: "current_asset" },
  { code: "1500", name: "Office Equipment", type: "asset", subType: "fixed_asset" },
  { code: "1590", name: "Accumulated Depreciation", type: "asset", subType: "accumulated_depreciation" },
  { code: "2000", name: "Accounts Payable", type: "liability", subType: "payable" },
  { code: "2100", name: "VAT Payable", type: "liability", subType: "tax" },
  { code: "2200", name: "Accrued Liabilities", type: "liability", subType: "current_liability" },
  { code: "2500", name: "Loans Payable", type: "liability", subType: "long_term_liability" },
  { code: "3000", name: "Opening Balance Equity", type: "equity", subType: "opening_balance" },
  { code: "3100", name: "Retained Earnings", type: "equity", subType: "retained_earnings" },
  { code: "3200", name: "Owner's Equity", type: "equity", subType: "owner_equity" },
  { code: "4000", name: "Sales", type: "revenue", subType: "operating_revenue" },
  { code: "4100", name: "Service Revenue", type: "revenue", subType: "operating_revenue" },
  { code: "4900", name: "Other Income", type: "revenue", subType: "other_income" },
  { code: "5000", name: "Cost of Goods Sold", type: "expense", subType: "cost_of_sales" },
  { code: "6000", name: "Salaries and Wages", type: "expense", subType: "operating_expense" },
  { code: "6100", name: "Rent", type: "expense", subType: "operating_expense" },
  { code: "6200", name: "Utilities", type: "expense", subType: "operating_expense" },
  { code: "6300", name: "Office Supplies", type: "expense", subType: "operating_expense" },
  { code: "6400", name: "Depreciation Expense", type: "expense", subType: "depreciation" },
  { code: "6500", name: "Bank Charges", type: "expense", subType: "operating_expense" },
  { code: "6600", name: "Travel", type: "expense", subType: "operating_expense" },
  { code: "6700", name: "Professional Fees", type: "expense", subType: "operating_expense" },
  { code: "6900", name: "Foreign Exchange Gain/Loss", type: "expense", subType: "fx" },
];

/**
 * The type each sub-type the books rely on belongs to (bank and cash are money
 * accounts; the others are the default chart's roles, read by postings and reports).
 * A sub-type of the business's own naming may go with any type.
 */
export const SUB_TYPE_OF: ReadonlyMap<string, AccountType> = new Map([
  ["bank", "asset"],
  ...DEFAULT_CHART.map((a) => [a.subType, a.type] as const),
  // Roles of accounts the books create on first use (documents/documents.ts, payments.ts).
  ["discount_allowed", "expense"],
  ["discount_received", "revenue"],
  ["wht_receivable", "asset"],
  ["wht_payable", "liability"],
  // Sections of the reports (ledger/reports.ts) beyond the default chart's.
  ["non_current_asset", "asset"],
  ["non_current_liability", "liability"],
  ["other_expense", "expense"],
  ["interest_expense", "expense"],
]);

/** Why `subType` cannot go with `type`, if it cannot. */
export function subTypeProblem(type: AccountType, subType: string): string | null {
  const belongs = SUB_TYPE_OF.get(subType);
  return belongs && belongs !== type ? `${subType} is a sub_type of ${belongs} accounts, not ${type}` : null;
}

/** Debit-normal accounts grow with debits; the others with credits. */
export const isDebitNormal = (type: AccountType) => type === "asset" || type === "expense";

/** The account's balance on its normal side from summed debits and credits. */
export const normalBalance = (type: AccountType, debit: number, credit: number) =>
  isDebitNormal(type) ? debit - credit : credit - debit;
