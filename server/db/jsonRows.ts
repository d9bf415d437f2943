import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * Rows a query returned as JSON (`json_agg(t)`, `row_to_json(t)`), typed like drizzle's select of
 * the same table: snake_case keys become the schema's property names and each value goes through
 * its column's driver mapping (timestamps to Date, bigint to number, …). Lets one statement
 * return several tables' rows instead of one round trip per table.
 */
export const rowsFromJson = <T extends Table>(table: T, json: unknown): InferSelectModel<T>[] => {
  if (!Array.isArray(json)) return [];
  const columns = Object.entries(getTableColumns(table));
  return json.map((raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
};
