// Journals described in words that move more than one amount or name more than one date:
// a whole and its parts, an entry and the fee taken with it, sums listed to be posted as
// their total; and the described entries around them (paying over a liability held,
// drawings for the owner's family, a bank's savings interest, money booked to the wrong
// bank, an accrual of what "we owe", an entry reversed as it was written, the day a
// payment was made, a day that is no field).
import { describe, expect, it } from "vitest";
import { journalSpec } from "../src/journals/extraction";

const read = (text: string, knownContact?: { name: string; written: string }) =>
  journalSpec.fromText(text, { prompt: text, today: "2026-03-18", knownContact });
const lines = (text: string) =>
  read(text).records[0]?.lines.map((l) =>
    l.contact ? [l.account, l.debit, l.credit, l.contact] : [l.account, l.debit, l.credit],
  );
const problems = (text: string) => read(text).problems.map((p) => p.message);

describe("a whole and its parts", () => {
  it("puts a sale's parts on what came in and what is still owed, the customer named on the receivable", () => {
    expect(
      lines("Sold goods worth 900,000 to Bolanle Stores: 350k was paid in cash, the balance is on credit"),
    ).toEqual([
      ["Cash", "350000", "0"],
      ["Accounts Receivable", "550000", "0", "Bolanle Stores"],
      ["Sales", "0", "900000"],
    ]);
    expect(lines("Sold goods for 1.2m to Ota Farms, 700k paid into Zenith and the rest on credit")).toEqual([
      ["Zenith", "700000", "0"],
      ["Accounts Receivable", "500000", "0", "Ota Farms"],
      ["Sales", "0", "1200000"],
    ]);
    expect(lines("Sales of 400,000 to ACME LLC — 150,000 by transfer into Access, balance owed")).toEqual([
      ["Access", "150000", "0"],
      ["Accounts Receivable", "250000", "0", "ACME LLC"],
      ["Sales", "0", "400000"],
    ]);
    // Sold on credit, part paid at once: what is not paid is owed.
    expect(lines("Sold goods on credit to Bolanle Stores for 900k; she paid 350k in cash upfront")).toEqual([
      ["Cash", "350000", "0"],
      ["Accounts Receivable", "550000", "0", "Bolanle Stores"],
      ["Sales", "0", "900000"],
    ]);
    // The VAT on the sale is its own credit; the customer owes the rest of both.
    expect(
      lines("Sold goods to Chinedu Okafor for 500,000 plus VAT of 37,500; he paid 200,000 cash and owes the rest"),
    ).toEqual([
      ["Cash", "200000", "0"],
      ["Accounts Receivable", "337500", "0", "Chinedu Okafor"],
      ["Sales", "0", "500000"],
      ["VAT Payable", "0", "37500"],
    ]);
  });

  it("puts a purchase's parts on the bank it left, a loan and the supplier still owed", () => {
    expect(
      lines(
        "Bought a photocopier for the office for 3.2m: 1.2m paid from Zenith and the remaining 2m financed by a bank loan",
      ),
    ).toEqual([
      ["photocopier", "3200000", "0"],
      ["Zenith", "0", "1200000"],
      ["Loans Payable", "0", "2000000"],
    ]);
    expect(
      lines(
        "Office equipment of 1,850,000 bought from Globex — 850,000 paid from Access Bank, the rest still owed to them",
      ),
    ).toEqual([
      ["Office equipment", "1850000", "0"],
      ["Access Bank", "0", "850000"],
      ["Accounts Payable", "0", "1000000", "Globex"],
    ]);
    expect(lines("Bought stock worth 1.6m from Kano Grains: 600k paid from Zenith today, balance on credit")).toEqual([
      ["Inventory", "1600000", "0"],
      ["Zenith", "0", "600000"],
      ["Accounts Payable", "0", "1000000", "Kano Grains"],
    ]);
    expect(lines("Bought a generator for 2.5m: 1m from Access and 1.5m from Zenith")).toEqual([
      ["generator", "2500000", "0"],
      ["Access", "0", "1000000"],
      ["Zenith", "0", "1500000"],
    ]);
    // (Whose the payable is, said where the rest is owed.)
    expect(lines("Bought a laptop for 800k: 300k from Zenith, the rest still owed to Globex")?.[2]).toEqual([
      "Accounts Payable",
      "0",
      "500000",
      "Globex",
    ]);
    // The business's contact the prompt names is whose payable it is, by its full name.
    const globex = read(
      "Office equipment of 1,850,000 bought from Globex — 850,000 paid from Access Bank, the rest still owed to them",
      { name: "Globex Nigeria Limited", written: "Globex" },
    ).records[0]?.lines[2];
    expect(globex).toMatchObject({ account: "Accounts Payable", contact: "Globex Nigeria Limited" });
  });

  it("puts capital the owner brought in on each account it went into", () => {
    const capital = read("Additional capital of 5m from the owner on 6 March 2026: 3m into Zenith and 2m into Access");
    expect(capital.records[0]?.date).toBe("2026-03-06");
    expect(lines("Additional capital of 5m from the owner on 6 March 2026: 3m into Zenith and 2m into Access")).toEqual(
      [
        ["Zenith", "3000000", "0"],
        ["Access", "2000000", "0"],
        ["Owner's Equity", "0", "5000000"],
      ],
    );
    expect(lines("Owner injected 5m as fresh capital: 3m into Zenith, the balance into Access")).toEqual([
      ["Zenith", "3000000", "0"],
      ["Access", "2000000", "0"],
      ["Owner's Equity", "0", "5000000"],
    ]);
    expect(lines("Capital introduced by the owner of 2m: 1.5m into Zenith and 500k in cash")).toEqual([
      ["Zenith", "1500000", "0"],
      ["Cash", "500000", "0"],
      ["Owner's Equity", "0", "2000000"],
    ]);
  });

  it("refuses parts that do not add up to the whole, quoting them", () => {
    expect(problems("Bought a photocopier for 3.2m: 1.2m paid from Zenith and 1.5m financed by a bank loan")).toEqual([
      'The parts ("1.2m", "1.5m") come to 2,700,000, not the 3,200,000 of "3.2m"; correct the amounts',
    ]);
    expect(problems("Bought stock worth 1.6m from Kano Grains: 600k paid from Zenith and 1.2m on credit")[0]).toContain(
      "more than the 1,600,000",
    );
    expect(problems("Sold goods worth 500k to Bolanle Stores: 600k in cash and the rest on credit")[0]).toContain(
      "nothing is left for the rest",
    );
    // (What the rest of it is, unsaid: not guessed.)
    expect(problems("Bought stock worth 1.6m from Kano Grains; paid 600k from Zenith today")[0]).toContain(
      "come to 600,000, not the 1,600,000",
    );
  });

  it("leaves alone what is one amount, or parts it cannot place", () => {
    expect(lines("Bought stock worth 185k for cash, put it straight into inventory")).toEqual([
      ["Inventory", "185000", "0"],
      ["Cash", "0", "185000"],
    ]);
    expect(lines("Purchased 2 ACs for 1.1m via Access - capitalise them as office equipment")).toEqual([
      ["office equipment", "1100000", "0"],
      ["Access", "0", "1100000"],
    ]);
    // (A part with nowhere said: the entry is refused as before, not split.)
    expect(problems("Sold goods worth 900,000 to Bolanle Stores: she paid 350k")).toHaveLength(1);
    // (A rate is no part.)
    expect(problems("Sold goods for 500k plus 7.5% VAT; 200k in cash and the rest on credit")).toHaveLength(1);
    expect(lines("Loan repayment from GTB: 250,000 principal, 37,500 interest and 2,500 charges")).toEqual([
      ["Loans Payable", "250000", "0"],
      ["Interest Expense", "37500", "0"],
      ["Bank Charges", "2500", "0"],
      ["GTB", "0", "290000"],
    ]);
  });
});

describe("an entry and the fee taken with it", () => {
  it("adds the fee to what left the bank that charged it", () => {
    expect(lines("Moved 1m from Zenith to Access; Zenith charged 53.75 for the transfer")).toEqual([
      ["Access", "1000000", "0"],
      ["Bank Charges", "53.75", "0"],
      ["Zenith", "0", "1000053.75"],
    ]);
    expect(lines("Transferred 500k from Zenith to Access plus 52.50 transfer charges")).toEqual([
      ["Access", "500000", "0"],
      ["Bank Charges", "52.5", "0"],
      ["Zenith", "0", "500052.5"],
    ]);
  });

  it("takes the fee with a receipt or payment against what a customer or supplier owes", () => {
    expect(lines("Brightstar paid 500,000 into Zenith less 2,500 bank charges, clear their receivable")).toEqual([
      ["Zenith", "497500", "0"],
      ["Bank Charges", "2500", "0"],
      ["Accounts Receivable", "0", "500000"],
    ]);
    expect(lines("Paid Kano Grains 600k from Zenith against their bills plus 50 transfer fee")).toEqual([
      ["Accounts Payable", "600000", "0"],
      ["Bank Charges", "50", "0"],
      ["Zenith", "0", "600050"],
    ]);
  });

  it("takes the fee off what reached the bank, where the prompt puts it", () => {
    expect(
      lines(
        "Access credited 9,850,000 today — our 10m bank loan less a 150,000 arrangement fee; put the fee to bank charges",
      ),
    ).toEqual([
      ["Access", "9850000", "0"],
      ["bank charges", "150000", "0"],
      ["Loans Payable", "0", "10000000"],
    ]);
    expect(lines("Received a 5m loan into Zenith less a 50,000 processing fee")).toEqual([
      ["Zenith", "4950000", "0"],
      ["Bank Charges", "50000", "0"],
      ["Loans Payable", "0", "5000000"],
    ]);
    expect(problems("Zenith credited 4,950,000 — our 5m loan less 60,000 arrangement fee")).toEqual([
      '"4,950,000", "5m" differ by 50,000, not by the fee of "60,000"; correct the amounts',
    ]);
  });

  it("leaves a fee that is the entry itself alone", () => {
    expect(lines("Paid audit fee of 500k from Zenith")).toEqual([
      ["audit fee", "500000", "0"],
      ["Zenith", "0", "500000"],
    ]);
    expect(lines("Zenith charged us 3,400 in bank charges last Monday")).toEqual([
      ["Bank Charges", "3400", "0"],
      ["Zenith", "0", "3400"],
    ]);
  });
});

describe("sums listed to be posted as their total", () => {
  it("posts the total, from the bank whose charges they are", () => {
    const charges = read(
      "Zenith charges for February: COT 3,150, SMS alerts 1,200, stamp duty 450 — post the total to Bank Charges on 28 Feb 2026",
    ).records[0];
    expect(charges?.date).toBe("2026-02-28");
    expect(charges?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Bank Charges", "4800", "0"],
      ["Zenith", "0", "4800"],
    ]);
    expect(lines("GTB charged us COT 2,100 and SMS 600 on 31 March, book the total to bank charges")).toEqual([
      ["Bank Charges", "2700", "0"],
      ["GTB", "0", "2700"],
    ]);
  });

  it("leaves lists that are lines of their own: opening balances, debits and credits", () => {
    expect(
      lines("Opening balances: Cash 180,000, Zenith 2,750,000 — post the total against Opening Balance Equity"),
    ).toEqual([
      ["Cash", "180000", "0"],
      ["Zenith", "2750000", "0"],
      ["Opening Balance Equity", "0", "2930000"],
    ]);
    expect(lines("Dr Utilities 30,000 and Office Supplies 20,000, Cr Cash 50,000 — post the total")).toEqual([
      ["Utilities", "30000", "0"],
      ["Office Supplies", "20000", "0"],
      ["Cash", "0", "50000"],
    ]);
  });

  it("posts loan interest where the prompt says interest is booked", () => {
    for (const said of ["We book loan interest under Bank Charges.", "Interest is always booked to Bank Charges."])
      expect(
        lines(`Loan instalment of 420,000 paid from Zenith: 350,000 principal and 70,000 interest. ${said}`),
      ).toEqual([
        ["Loans Payable", "350000", "0"],
        ["Bank Charges", "70000", "0"],
        ["Zenith", "0", "420000"],
      ]);
  });
});

describe("described entries", () => {
  it("pays over what is held in a liability, out of the bank it left", () => {
    expect(
      lines(
        "Remitted the PAYE and pension deductions of 252,000 (held in Accrued Liabilities) from Zenith on 10 March 2026",
      ),
    ).toEqual([
      ["Accrued Liabilities", "252000", "0"],
      ["Zenith", "0", "252000"],
    ]);
    expect(lines("Remitted PAYE of 180,000 held in PAYE Payable from Zenith")).toEqual([
      ["PAYE Payable", "180000", "0"],
      ["Zenith", "0", "180000"],
    ]);
    expect(lines("Paid the salaries we accrued last month, 1.2m, from Zenith")).toEqual([
      ["Accrued Liabilities", "1200000", "0"],
      ["Zenith", "0", "1200000"],
    ]);
    // (Held in an expense: no liability is paid over.)
    expect(lines("Remitted VAT of 86,000 to FIRS from Zenith")).toEqual([
      ["VAT Payable", "86000", "0"],
      ["Zenith", "0", "86000"],
    ]);
  });

  it("reads money taken for the owner's family or home as drawings, not the business's own", () => {
    expect(lines("Took 250,000 out of the Zenith account for my children's school fees")).toEqual([
      ["Drawings|Owner's Equity", "250000", "0"],
      ["Zenith account", "0", "250000"],
    ]);
    expect(lines("Took 100k out of Access for my wife's hospital bill")?.[0]?.[0]).toBe("Drawings|Owner's Equity");
    expect(read("Paid 50k for my office rent from Zenith").records[0]?.lines[0]?.account).not.toBe(
      "Drawings|Owner's Equity",
    );
  });

  it("reads interest a bank credited on savings or a deposit", () => {
    const interest = read("Access credited savings interest of 6,240.50 on 31/01/2026").records[0];
    expect(interest?.date).toBe("2026-01-31");
    expect(interest?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Access", "6240.5", "0"],
      ["interest income", "0", "6240.5"],
    ]);
    expect(lines("Zenith credited deposit interest of 12,000 on 31 March")?.[0]).toEqual(["Zenith", "12000", "0"]);
  });

  it("moves money booked to the wrong bank to the one it was", () => {
    expect(lines("Correction — 95,000 rent was recorded as paid from Zenith but it actually left Access Bank")).toEqual(
      [
        ["Zenith", "95000", "0"],
        ["Access Bank", "0", "95000"],
      ],
    );
    expect(lines("A 45,000 fuel payment was booked from Access but it should have been Zenith")).toEqual([
      ["Access", "45000", "0"],
      ["Zenith", "0", "45000"],
    ]);
    // A receipt the other way.
    expect(lines("The 200k from Brightstar was posted into Zenith but really landed in Access")).toEqual([
      ["Access", "200000", "0"],
      ["Zenith", "0", "200000"],
    ]);
    // (Between expense accounts, as before.)
    expect(lines("Rent of 48,000 was booked to Utilities by mistake, move it to Rent")).toEqual([
      ["Rent", "48000", "0"],
      ["Utilities", "0", "48000"],
    ]);
  });

  it("accrues what 'we owe' as what it is for, not as who is owed", () => {
    const accrual = read(
      "We owe Halden & Rowe 450,000 for legal work done in March but their invoice hasn't arrived — accrue it at 31 March",
    ).records[0];
    expect(accrual?.date).toBe("2026-03-31");
    expect(accrual?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Professional Fees", "450000", "0"],
      ["Accrued Liabilities", "0", "450000"],
    ]);
    expect(lines("We owe Ikeja Electric 85,000 for March electricity, no bill yet — accrue it")?.[0]).toEqual([
      "Utilities",
      "85000",
      "0",
    ]);
    expect(lines("march salaries of ₦1.45m never pay yet, accrue am")?.[0]?.[0]).toBe("salaries");
  });

  it("reads what customers owed and what we owed when the books open", () => {
    // (Customers as a body name no one: building the journal asks whose receivable it is.)
    expect(lines("Brought forward: customers owed us 925,000 at 31 Dec 2025 — enter the opening balance")).toEqual([
      ["Accounts Receivable", "925000", "0"],
      ["Opening Balance Equity", "0", "925000"],
    ]);
    expect(lines("Opening balances: Bolanle Stores owed us 240,000 b/f")?.[0]).toEqual([
      "Accounts Receivable",
      "240000",
      "0",
      "Bolanle Stores",
    ]);
    expect(lines("Opening balance: we owed Kano Grains 640,000 at 1 January 2026")).toEqual([
      ["Opening Balance Equity", "640000", "0"],
      ["Accounts Payable", "0", "640000", "Kano Grains"],
    ]);
  });
});

describe("lines reversed and dates", () => {
  it("reverses the lines written when they are the entry that was, and takes its code for no reference", () => {
    const reversal = read("Reverse JV-2026-009, which was Dr Utilities 25,000 / Cr Cash 25,000").records[0];
    expect(reversal?.reference).toBeNull();
    expect(reversal?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Utilities", "0", "25000"],
      ["Cash", "25000", "0"],
    ]);
    expect(lines("Reverse JV-2026-014: it was posted as Dr Rent 40,000 / Cr Cash 40,000")).toEqual([
      ["Rent", "0", "40000"],
      ["Cash", "40000", "0"],
    ]);
    // The reversal itself written: as written.
    expect(lines("Reverse the accrual: Dr Accrued Liabilities 85,000, Cr Utilities 85,000")).toEqual([
      ["Accrued Liabilities", "85000", "0"],
      ["Utilities", "0", "85000"],
    ]);
    expect(
      read("Debit Inventory 1,250,000, credit Accounts Payable 1,250,000, ref GRN-0318").records[0]?.reference,
    ).toBe("GRN-0318");
  });

  it("dates a payment the day it was paid, not the end of the month it paid for", () => {
    const date = (text: string) => read(text).records[0]?.date;
    expect(
      date("Cr Zenith Bank Current Account 150,000 / Dr Rent 150,000 — warehouse rent for March paid on 2/3/2026"),
    ).toBe("2026-03-02");
    // In a period's adjustment the month is the date; a payment to come is no date.
    expect(date("Accrue rent for March of 150,000, to be paid on 2 April")).toBe("2026-03-31");
    expect(date("Release prepaid rent for March, 200,000 — the lease was paid on 5 January")).toBe("2026-03-31");
    expect(date("Dr Rent 150,000 Cr Zenith 150,000 for March")).toBe("2026-03-31");
  });

  it("refuses a day the entry was worked out or approved, quoting it", () => {
    expect(problems("Depreciation of 60,000 for February dated 28/02/2026, calculated on 5 March")).toEqual([
      '"on 5 March" is not understood: a journal has one date, the entry\'s; leave other dates out',
    ]);
    expect(problems("Accrue audit fee of 340,000 at 31 March, approved on 5 April")[0]).toContain("5 April");
    expect(read("Depreciation of 60,000 for February dated 28/02/2026").records[0]?.date).toBe("2026-02-28");
  });
});
