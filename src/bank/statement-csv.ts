// Comma-separated statement rows typed without quotes around amounts that hold thousands
// separators ("09-Mar-2026, ATM WDL IKOTA, -30,000.00"): the commas inside the amount
// split it into cells ("-30", "000.00"). A row with more cells than its header has them
// joined back, each group of three digits to the number before it, so the amount is
// whole and the cells line up with the header again. A row of the header's width is left
// as it is: there is no telling a split amount from two columns then.

/** A number's first group: "-30", "₦1", "(2", "120". */
const LEADING = /^[-+(]?\s*(?:[₦$£€]|NGN|USD|GBP|EUR|N)?\s*[-+]?\d{1,3}$/i;
/** A group of three digits after a thousands comma, the last one perhaps with its decimals or mark. */
const GROUP = /^\d{3}(?:\.\d+)?\)?(?:\s*(?:CR|DR))?$/i;

/** The rows with amounts split at their thousands commas joined, where a row is too wide. */
export function withThousandsJoined(table: string[][]): string[][] {
  const width = table[0]?.length ?? 0;
  return table.map((row, at) => {
    if (at === 0 || row.length <= width) return row;
    const cells: string[] = [];
    // (Whether the last cell is a number still being joined: "1", "250", "000.00" is one.)
    let open = false;
    row.forEach((written, i) => {
      const cell = written.trim();
      // Joined only while the row is still wider than its header.
      if (open && cells.length + (row.length - i) > width && GROUP.test(cell)) {
        cells[cells.length - 1] = `${cells.at(-1)},${cell}`;
        open = /^\d{3}$/.test(cell);
        return;
      }
      cells.push(cell);
      open = LEADING.test(cell);
    });
    return cells.length === width ? cells : row;
  });
}
