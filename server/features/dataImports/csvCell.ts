/**
 * A cell made inert for spreadsheet apps, which run cells starting with `=`, `+`, `-` or `@` as formulas.
 * A number or phone number stays as it is (`+15125550100`, `-4.5`, `+1 (512) 555-0100`) so an export
 * re-imports unchanged; anything else starting with those signs, or with a tab or carriage return, gets a
 * leading `'` (including `+1+cmd|…`, which starts like a number but is not one).
 */
export const inertCell = (v: string) => {
  if (/^[=\t\r@]/.test(v)) return `'${v}`;
  if (/^[+-]/.test(v) && !/^[+-]\d[\d ().-]*$/.test(v)) return `'${v}`;
  return v;
};
