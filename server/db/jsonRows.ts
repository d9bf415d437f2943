import { Column, getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

type TMapping = [key: string, name: string, map: ((value: unknown) => unknown) | null][];

/** Per table: each column's property name, SQL name and driver mapping (null where it maps nothing). */
const mappings = new WeakMap<Table, TMapping>();
/** The base class's mapping returns the value as it came (integers, text, booleans, JSON objects). */
const identity: unknown = Object.getOwnPropertyDescriptor(Column.prototype, 'mapFromDriverValue')?.value;

const mappingOf = (table: Table) => {
  let mapping = mappings.get(table);
  if (!mapping) {
    mapping = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.name,
      column.mapFromDriverValue === identity ? null : column.mapFromDriverValue.bind(column),
    ]);
    mappings.set(table, mapping);
  }
  return mapping;
};

/**
 * Rows a query returned as JSON (`json_agg(t)`, `row_to_json(t)`), typed like drizzle's select of
 * the same table: snake_case keys become the schema's property names and each value goes through
 * its column's driver mapping (timestamps to Date, bigint to number, …). Lets one statement
 * return several tables' rows instead of one round trip per table.
 */
export const rowsFromJson = <T extends Table>(table: T, json: unknown): InferSelectModel<T>[] => {
  if (!Array.isArray(json)) return [];
  const mapping = mappingOf(table);
  return json.map((raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, name, map] of mapping) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : map ? map(value) : value;
    }
    return row as InferSelectModel<T>;
  });
};
