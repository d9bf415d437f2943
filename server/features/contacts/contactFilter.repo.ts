import { sql, type SQL } from 'drizzle-orm';
import {
  FILTER_KIND_OF_TYPE,
  OPERATORS_BY_KIND,
  STANDARD_CONTACT_FILTER_ATTRIBUTES,
  VALUELESS_OPERATORS,
  type TFilterCondition,
  type TFilterKind,
} from '../../../common/contracts/contactExtras.ts';
import type { TAttributeDisplayType } from '../../../common/contracts/customAttributes.ts';
import { contacts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/appError.ts';
import { escapeLike } from './contacts.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/** A contact custom attribute definition, as far as the filter needs it. */
export interface TFilterDefinition {
  key: string;
  type: TAttributeDisplayType;
}

/** What a condition compares: its kind (which decides operators and value parsing) and the SQL expression. */
export interface TTarget {
  kind: TFilterKind;
  /** The column or expression compared (text for custom attributes). */
  expr: SQL;
  custom: boolean;
}

const attr = (col: typeof contacts.additionalAttributes | typeof contacts.customAttributes, key: string) =>
  sql`(${col} ->> ${key})`;

const STANDARD_EXPR: Record<keyof typeof STANDARD_CONTACT_FILTER_ATTRIBUTES, SQL> = {
  name: sql`${contacts.name}`,
  email: sql`${contacts.email}`,
  phone_number: sql`${contacts.phoneNumber}`,
  identifier: sql`${contacts.identifier}`,
  country_code: sql`coalesce(${contacts.countryCode}, ${attr(contacts.additionalAttributes, 'country_code')})`,
  city: attr(contacts.additionalAttributes, 'city'),
  company: attr(contacts.additionalAttributes, 'company_name'),
  referer: attr(contacts.additionalAttributes, 'referer'),
  blocked: sql`${contacts.blocked}`,
  labels: sql`${contacts.labels}`,
  created_at: sql`${contacts.createdAt}`,
  last_activity_at: sql`${contacts.lastActivityAt}`,
};

const targetOf = (key: string, defs: readonly TFilterDefinition[]): TTarget | null => {
  if (key in STANDARD_EXPR) {
    const k = key as keyof typeof STANDARD_EXPR;
    return { kind: STANDARD_CONTACT_FILTER_ATTRIBUTES[k], expr: STANDARD_EXPR[k], custom: false };
  }
  const def = defs.find((d) => d.key === key);
  if (!def) return null;
  return { kind: FILTER_KIND_OF_TYPE[def.type], expr: attr(contacts.customAttributes, key), custom: true };
};

const list = (xs: SQL[]) => sql.join(xs, sql`, `);
const NUMBER = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

const invalid = (i: number, field: string, message: string) => AppError.invalid(`payload.${i}.${field}`, message);

/** How a bad condition is reported: the field (`values`) and why; each filter names it its own way. */
export type TFail = (field: 'values', message: string) => Error;

/** A condition as far as the SQL needs it (contact and conversation filters share this). */
export interface TConditionInput {
  filter_operator: string;
  values: readonly (string | number | boolean | null)[];
}

const textValues = (c: TConditionInput, fail: TFail) => {
  // Content values may arrive as one comma-separated string (part 2 §5).
  const out = c.values
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : v === null ? [] : [String(v)]))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!out.length) throw fail('values', errorText('blank'));
  return out;
};

/** Numbers, several for equal_to / not_equal_to (a text value may hold several, comma-separated). */
const numberValues = (c: TConditionInput, fail: TFail) =>
  textValues(c, fail).map((v) => {
    if (!NUMBER.test(v)) throw fail('values', errorText('mustBeANumber'));
    return v;
  });

const dateValue = (c: TConditionInput, fail: TFail) => {
  const v = String(c.values[0] ?? '').trim();
  const d = new Date(v);
  if (!ISO_DATE.test(v) || Number.isNaN(d.getTime())) throw fail('values', errorText('mustBeADate'));
  return d;
};

const daysValue = (c: TConditionInput, fail: TFail) => {
  const v = String(c.values[0] ?? '').trim();
  if (!/^\d{1,5}$/.test(v)) throw fail('values', errorText('mustBeANumberOfDays'));
  return Number(v);
};

const boolValue = (c: TConditionInput, fail: TFail) => {
  const v = c.values[0];
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw fail('values', errorText('mustBeTrueOrFalse'));
};

/** A custom number kept as text in jsonb, compared numerically only when it looks like a number. */
const asNumber = (expr: SQL) => sql`(case when ${expr} ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${expr})::numeric end)`;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One condition on a typed target as SQL, every value a bound parameter. The operator must be one of
 * OPERATORS_BY_KIND[t.kind] (the caller checks, naming the field its own way).
 */
export const typedConditionSql = (c: TConditionInput, t: TTarget, fail: TFail): SQL => {
  const op = c.filter_operator;
  const { expr } = t;
  switch (t.kind) {
    case 'labels': {
      if (op === 'is_present') return sql`cardinality(${expr}) > 0`;
      if (op === 'is_not_present') return sql`cardinality(${expr}) = 0`;
      const arr = sql`ARRAY[${list(textValues(c, fail).map((v) => sql`${v}`))}]::text[]`;
      return op === 'equal_to' ? sql`${expr} && ${arr}` : sql`not (${expr} && ${arr})`;
    }
    case 'boolean': {
      const v = boolValue(c, fail);
      const e = t.custom ? sql`(coalesce(${expr}, 'false') = 'true')` : expr;
      return op === 'equal_to' ? sql`${e} = ${v}` : sql`${e} <> ${v}`;
    }
    case 'number': {
      if (op === 'is_present') return sql`${expr} is not null and ${expr} <> ''`;
      if (op === 'is_not_present') return sql`(${expr} is null or ${expr} = '')`;
      const vs = numberValues(c, fail);
      const n = asNumber(expr);
      const inList = sql`${n} in (${list(vs.map((v) => sql`${v}::numeric`))})`;
      if (op === 'equal_to') return inList;
      if (op === 'not_equal_to') return sql`(${n} is null or not ${inList})`;
      const v = vs[0] ?? '0';
      return op === 'is_greater_than' ? sql`${n} > ${v}::numeric` : sql`${n} < ${v}::numeric`;
    }
    case 'date': {
      if (op === 'is_present') return t.custom ? sql`${expr} ~ '^\\d{4}-\\d{2}-\\d{2}'` : sql`${expr} is not null`;
      if (op === 'is_not_present')
        return t.custom ? sql`(${expr} is null or ${expr} !~ '^\\d{4}-\\d{2}-\\d{2}')` : sql`${expr} is null`;
      if (op === 'days_before') {
        const days = daysValue(c, fail);
        if (t.custom) return sql`left(${expr}, 10) < ${isoDay(new Date(Date.now() - days * 86_400_000))}`;
        return sql`${expr} < now() - make_interval(days => ${days})`;
      }
      const d = dateValue(c, fail);
      // Custom dates are ISO text: comparing the day prefix as text never fails on a malformed value.
      if (t.custom)
        return op === 'is_greater_than'
          ? sql`left(${expr}, 10) > ${isoDay(d)} and ${expr} ~ '^\\d{4}-\\d{2}-\\d{2}'`
          : sql`left(${expr}, 10) < ${isoDay(d)} and ${expr} ~ '^\\d{4}-\\d{2}-\\d{2}'`;
      return op === 'is_greater_than' ? sql`${expr} > ${d}` : sql`${expr} < ${d}`;
    }
    case 'text':
    case 'list': {
      if (op === 'is_present') return sql`(${expr} is not null and ${expr} <> '')`;
      if (op === 'is_not_present') return sql`(${expr} is null or ${expr} = '')`;
      const vs = textValues(c, fail);
      if (op === 'equal_to' || op === 'not_equal_to') {
        const inList = sql`lower(${expr}) in (${list(vs.map((v) => sql`${v.toLowerCase()}`))})`;
        return op === 'equal_to' ? inList : sql`(${expr} is null or not ${inList})`;
      }
      const like = sql.join(
        vs.map((v) => sql`${expr} ilike ${`%${escapeLike(v)}%`}`),
        sql` or `,
      );
      return op === 'contains' ? sql`(${like})` : sql`(${expr} is null or not (${like}))`;
    }
  }
};

/**
 * Builds the WHERE fragment of an advanced contact filter. Every value is a bound parameter; keys are
 * looked up in the standard list or the account's contact attribute definitions, never interpolated.
 * Conditions join left to right with the previous condition's query_operator (the last has none), so
 * AND binds tighter than OR as in SQL — what Chatwoot does.
 */
export const buildContactFilter = (conditions: readonly TFilterCondition[], defs: readonly TFilterDefinition[]) => {
  const parts: SQL[] = [];
  conditions.forEach((c, i) => {
    const target = targetOf(c.attribute_key, defs);
    if (!target) throw invalid(i, 'attribute_key', errorText('notContactAttribute', { attribute: c.attribute_key }));
    if (!OPERATORS_BY_KIND[target.kind].includes(c.filter_operator))
      throw invalid(
        i,
        'filter_operator',
        errorText('operatorDoesNotApply', { operator: c.filter_operator, attribute: c.attribute_key }),
      );
    if (!VALUELESS_OPERATORS.includes(c.filter_operator) && !c.values.length)
      throw invalid(i, 'values', errorText('blank'));
    if (i > 0) parts.push(conditions[i - 1]?.query_operator === 'or' ? sql` or ` : sql` and `);
    parts.push(sql`(${typedConditionSql(c, target, (field, message) => invalid(i, field, message))})`);
  });
  return sql`(${sql.join(parts, sql``)})`;
};
