// What every benchmark reports: a figure beside its budget, and whether the budget was met; or a figure
// for reference, with why no budget applies.
const results = [];

export function report(name, figure, budget, ok) {
  results.push(ok);
  process.stdout.write(`bench: ${name}: ${figure} (budget ${budget}) ${ok ? 'PASS' : 'FAIL'}\n`);
}

/** A figure worth seeing beside a budget that does not apply to it: printed, not counted. */
export function inform(name, figure, why) {
  process.stdout.write(`bench: ${name}: ${figure} (no budget: ${why})\n`);
}

/** Prints the tally and answers how many budgets were missed. */
export function tally() {
  const missed = results.filter((ok) => !ok).length;
  process.stdout.write(`bench: ${results.length - missed} budgets met, ${missed} missed\n`);
  return missed;
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
