import Papa from 'papaparse';

/**
 * The one CSV writer: every export (contacts, reports, SLA, CSAT, import rejects) goes through `toCsv`.
 *
 * Formula rule (OWASP "CSV injection"): spreadsheet apps run a cell that starts with `=`, `+`, `-`, `@`,
 * a tab or a carriage return as a formula, so any such text cell gets a leading `'`. This is the stricter of
 * the two rules the tree had (contacts/SLA exempted number-like text such as `+15125550100`; CSAT did not).
 * Cells typed as numbers are written as they are: they are figures we computed, not text anyone typed.
 * The contacts import strips the `'` again (`uninertCell`), so an export still re-imports unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type TCsvCell = string | number | null | undefined;

/** A text cell made inert for spreadsheet apps (see the rule above). */
export const inertCell = (v: string) => (FORMULA_START.test(v) ? `'${v}` : v);

/** The inverse for imports: a `'` that `inertCell` put before a formula sign is dropped. */
export const uninertCell = (v: string) => (v.startsWith("'") && FORMULA_START.test(v.slice(1)) ? v.slice(1) : v);

const cellOf = (v: TCsvCell): string | number => (typeof v === 'number' ? v : inertCell(v ?? ''));

/**
 * A header row and data rows as one CSV text: fields quoted only when needed (papaparse), quotes doubled,
 * rows ended by `\n` (the last one too), every text cell passed through the formula rule.
 */
export const toCsv = (header: readonly string[], rows: Iterable<readonly TCsvCell[]>) => {
  const data: (string | number)[][] = [header.map(inertCell)];
  for (const row of rows) data.push(row.map(cellOf));
  return `${Papa.unparse(data, { newline: '\n' })}\n`;
};
