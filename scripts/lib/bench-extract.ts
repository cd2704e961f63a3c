// The rules extractor's cost on the longest prompts the API takes (MAX_PROMPT_CHARS):
// each resource's reader on an ordinary prompt and on 10,000-character texts built to
// make its patterns backtrack (one run with no mark parting it, colons, brackets, digits,
// commas, lines). In process, no server. Printed as milliseconds and as the ratio to
// the ordinary prompt: a reader whose worst case grows faster than the text shows here
// first (a 10,000-character "inv: a b: a b: …" once took minutes).
import { accountSpec } from "../../src/accounts/extraction";
import { statementSpec } from "../../src/bank/upload";
import { contactSpec } from "../../src/contacts/extraction";
import { billSpec, expenseSpec, incomeSpec, invoiceSpec } from "../../src/documents/extraction";
import { writtenSums } from "../../src/extraction/grammar/spelled-amounts";
import type { ResourceSpec } from "../../src/extraction/types";
import { journalSpec } from "../../src/journals/extraction";
import { MAX_PROMPT_CHARS } from "../../src/schemas/ai-create";

const READERS: [string, ResourceSpec<unknown>, string][] = [
  ["invoices", invoiceSpec, "Invoice ACME LLC for 3 chairs at 40k each and delivery 5k, due in 14 days"],
  ["bills", billSpec, "Bill from Eko Fuels for 200 litres of diesel at 1,150, paid from Zenith"],
  ["expenses", expenseSpec, "Paid 45,000 for office rent from Access Bank yesterday"],
  ["income", incomeSpec, "Received 250k from Bolanle Stores into Zenith for consulting"],
  ["journals", journalSpec, "Journal: debit Rent 50,000, credit Cash 50,000, March rent"],
  ["contacts", contactSpec, "Add customer Ada Obi, 12 Broad Street, Lagos, ada@example.com, 0803 123 4567"],
  ["accounts", accountSpec, "Create an expense account Fuel & Lubricants, code 6230"],
  ["bank lines", statementSpec, "debit 2026-03-10 -250.00 Office supplies; credit 2026-03-12 +2000.00 ACME"],
];

const SHAPES = ["a b ", "a b: ", "(a 1 ", "1 2 ", "x 1, ", "a = 1 ", "a 1\n", "1/2/2026 "];
const longest = (unit: string) =>
  `paid ${unit.repeat(Math.ceil(MAX_PROMPT_CHARS / unit.length))}`.slice(0, MAX_PROMPT_CHARS);

const timed = (spec: ResourceSpec<unknown>, text: string) => {
  const started = performance.now();
  try {
    spec.fromText(writtenSums(text).text, { prompt: text, today: "2026-03-18", standardTaxRate: "7.5" });
  } catch {
    // (A refusal thrown is a read like any other here: only its cost is measured.)
  }
  return performance.now() - started;
};

export function extractBench(): string {
  const rows = READERS.map(([name, spec, ordinary]) => {
    timed(spec, ordinary); // (warm: the first read compiles the patterns)
    const base = Math.max(timed(spec, ordinary), 0.01);
    const worst = SHAPES.map((unit) => ({ unit, ms: timed(spec, longest(unit)) })).sort((a, b) => b.ms - a.ms)[0]!;
    return `| ${name} | ${base.toFixed(2)} | ${worst.ms.toFixed(0)} | ${JSON.stringify(worst.unit)} | ${Math.round(worst.ms / base)} |`;
  });
  return [
    `\nRules extractor, ordinary prompt vs the worst of ${SHAPES.length} ${MAX_PROMPT_CHARS}-character texts:`,
    "| reader | ordinary ms | worst ms | repeated unit | ratio |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}
