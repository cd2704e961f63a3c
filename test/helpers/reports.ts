// Every report with the query it needs, as the export tests and the e2e print check ask
// for them (contacts and accounts the demo books and the test books both have).
export const REPORT_QUERIES = [
  "income-statement",
  "balance-sheet",
  "cash-flow-statement",
  "trial-balance",
  "aged-receivables",
  "aged-payables",
  "general-ledger",
  "vat-return",
  "customer-statement?contact=Acme%20Ltd",
  "supplier-statement?contact=Globex%20Corporation",
  "bank-reconciliation?account=Cash",
];
