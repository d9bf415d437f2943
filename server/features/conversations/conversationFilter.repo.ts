import { sql, type SQL } from 'drizzle-orm';
import { PRIORITY_VALUE, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TConversationFilterRequest } from '../../../common/contracts/conversationsFilter.ts';
import { FILTER_KIND_OF_TYPE, OPERATORS_BY_KIND } from '../../../common/contracts/contactExtras.ts';
import type { TAttributeDisplayType, TAttributeModel } from '../../../common/contracts/customAttributes.ts';
import { contacts, conversations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/appError.ts';
import { escapeLike, typedConditionSql, type TTarget } from '../contacts/index.ts';
import { errorText } from '../../lib/serverText.ts';

/** A custom attribute definition of the account (conversation or contact), as far as the filter needs it. */
export interface TConversationFilterDefinition {
  key: string;
  type: TAttributeDisplayType;
  model: TAttributeModel;
}

type TCondition = TConversationFilterRequest['payload'][number];
type TKind = 'id' | 'status' | 'priority' | 'labels' | 'text' | 'date';

const ADDITIONAL = (key: string) => sql`(${conversations.additionalAttributes} ->> ${key})`;

/** Standard attributes: the column (or JSON path) and how its values compare. */
const STANDARD: Record<string, { col: SQL; kind: TKind }> = {
  status: { col: sql`${conversations.status}`, kind: 'status' },
  assignee_id: { col: sql`${conversations.assigneeId}`, kind: 'id' },
  inbox_id: { col: sql`${conversations.inboxId}`, kind: 'id' },
  team_id: { col: sql`${conversations.teamId}`, kind: 'id' },
  display_id: { col: sql`${conversations.displayId}`, kind: 'id' },
  contact_id: { col: sql`${conversations.contactId}`, kind: 'id' },
  campaign_id: { col: sql`nullif(${ADDITIONAL('campaign_id')}, '')::int`, kind: 'id' },
  priority: { col: sql`${conversations.priority}`, kind: 'priority' },
  labels: { col: sql`${conversations.labels}`, kind: 'labels' },
  browser_language: { col: ADDITIONAL('browser_language'), kind: 'text' },
  country_code: { col: ADDITIONAL('country_code'), kind: 'text' },
  referer: { col: ADDITIONAL('referer'), kind: 'text' },
  conversation_type: { col: ADDITIONAL('type'), kind: 'text' },
  mail_subject: { col: ADDITIONAL('mail_subject'), kind: 'text' },
  created_at: { col: sql`${conversations.createdAt}`, kind: 'date' },
  last_activity_at: { col: sql`${conversations.lastActivityAt}`, kind: 'date' },
};

/** Values as strings; a text value holding commas stands for several values (the dashboard's content input). */
const valuesOf = (c: TCondition) =>
  c.values
    .filter((v) => v !== null)
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [String(v)]))
    .map((v) => v.trim())
    .filter(Boolean);

/** A 422 naming the attribute, with Chatwoot's `error` key (the filter route's clients read it). */
const bad = (c: TCondition, why: string) => {
  const message = errorText('invalidFilter', { attribute: c.attribute_key, why });
  return AppError.withError('validation_failed', message, { [c.attribute_key]: [why] });
};

const list = (xs: SQL[]) => sql.join(xs, sql`, `);

const numbers = (c: TCondition, vs: string[]) =>
  vs.map((v) => {
    if (!/^-?\d{1,10}$/.test(v)) throw bad(c, errorText('valueNotNumber', { value: v.slice(0, 40) }));
    return Number(v);
  });

const enumValues = (c: TCondition, vs: string[], map: Record<string, number>) =>
  vs.map((v) => {
    const n = map[v];
    if (n === undefined) throw bad(c, errorText('valueNotValid', { value: v.slice(0, 40) }));
    return n;
  });

const dateOf = (c: TCondition, v: string | undefined) => {
  const d = v ? new Date(/^\d+$/.test(v) ? Number(v) * 1000 : v) : null;
  if (!d || Number.isNaN(d.getTime())) throw bad(c, errorText('needsValidDate'));
  return d;
};

/**
 * The account's definition a custom condition names: `custom_attribute_type` (Chatwoot's dashboard sends
 * the attribute model there; `attribute_model` is accepted too) picks the model, else the conversation's
 * attribute, else the contact's. Only this account's definitions are ever consulted.
 */
const definitionOf = (c: TCondition, defs: readonly TConversationFilterDefinition[]) => {
  const model = c.custom_attribute_type || c.attribute_model;
  const named = defs.filter((d) => d.key === c.attribute_key);
  if (model === 'conversation_attribute' || model === 'contact_attribute') return named.find((d) => d.model === model);
  return named.find((d) => d.model === 'conversation_attribute') ?? named[0];
};

/** A contact's custom attribute, read from the conversation's contact (same account by construction). */
const contactAttribute = (key: string) =>
  sql`(select ${contacts.customAttributes} ->> ${key} from ${contacts} where ${contacts.id} = ${conversations.contactId} and ${contacts.accountId} = ${conversations.accountId})`;

/** A typed custom attribute (number, date, list, checkbox) through the contact filter's typed conditions. */
const typedCustomSql = (c: TCondition, def: TConversationFilterDefinition): SQL => {
  const kind = FILTER_KIND_OF_TYPE[def.type];
  const expr =
    def.model === 'contact_attribute'
      ? contactAttribute(def.key)
      : sql`(${conversations.customAttributes} ->> ${def.key})`;
  if (!(OPERATORS_BY_KIND[kind] as readonly string[]).includes(c.filter_operator))
    throw bad(
      c,
      errorText('operatorNotForAttributeType', { operator: c.filter_operator.slice(0, 40), type: def.type }),
    );
  const target: TTarget = { kind, expr, custom: true };
  return typedConditionSql(c, target, (_field, why) => bad(c, why));
};

/** One condition as SQL; every value is a bind parameter. */
const conditionSql = (c: TCondition, defs: readonly TConversationFilterDefinition[]): SQL => {
  const op = c.filter_operator;
  const std = STANDARD[c.attribute_key];
  const def = std ? undefined : definitionOf(c, defs);
  // Chatwoot: a key that is neither standard nor a custom attribute of the account.
  if (!std && !def) throw bad(c, errorText('notFilterAttribute', { attributes: Object.keys(STANDARD).join(', ') }));
  if (def && FILTER_KIND_OF_TYPE[def.type] !== 'text') return typedCustomSql(c, def);
  const col =
    std?.col ??
    (def?.model === 'contact_attribute'
      ? contactAttribute(c.attribute_key)
      : sql`(${conversations.customAttributes} ->> ${c.attribute_key})`);
  const kind: TKind = std?.kind ?? 'text';
  const vs = valuesOf(c);
  if (op === 'is_present')
    return kind === 'labels' ? sql`cardinality(${col}) > 0` : sql`(${col} is not null and ${col}::text <> '')`;
  if (op === 'is_not_present')
    return kind === 'labels' ? sql`cardinality(${col}) = 0` : sql`(${col} is null or ${col}::text = '')`;
  if (!vs.length) throw bad(c, errorText('needsAtLeastOneValue'));
  if (kind === 'labels') {
    const arr = sql`ARRAY[${list(vs.map((v) => sql`${v}`))}]::text[]`;
    if (op === 'equal_to' || op === 'contains') return sql`${col} && ${arr}`;
    if (op === 'not_equal_to' || op === 'does_not_contain') return sql`not (${col} && ${arr})`;
  }
  if (kind === 'status' || kind === 'priority' || kind === 'id') {
    if (kind === 'status' && vs.includes('all')) return sql`true`;
    const ns =
      kind === 'status'
        ? enumValues(c, vs, STATUS_VALUE)
        : kind === 'priority'
          ? enumValues(c, vs, PRIORITY_VALUE)
          : numbers(c, vs);
    const inList = sql`${col} in (${list(ns.map((n) => sql`${n}`))})`;
    if (op === 'equal_to') return inList;
    if (op === 'not_equal_to') return sql`(${col} is null or not ${inList})`;
    if (kind === 'id' && (op === 'is_greater_than' || op === 'is_less_than'))
      return op === 'is_greater_than' ? sql`${col} > ${ns[0]}` : sql`${col} < ${ns[0]}`;
  }
  if (kind === 'date') {
    if (op === 'is_greater_than') return sql`${col} > ${dateOf(c, vs[0])}`;
    if (op === 'is_less_than') return sql`${col} < ${dateOf(c, vs[0])}`;
    if (op === 'days_before') {
      const days = numbers(c, vs.slice(0, 1))[0] ?? 0;
      return sql`${col} < now() - make_interval(days => ${days})`;
    }
    if (op === 'equal_to') return sql`${col}::date = ${dateOf(c, vs[0]).toISOString().slice(0, 10)}::date`;
  }
  if (kind === 'text') {
    const lowered = vs.map((v) => v.toLowerCase());
    const anyOf = sql`lower(${col}) in (${list(lowered.map((v) => sql`${v}`))})`;
    const likeAny = sql`(${sql.join(
      vs.map((v) => sql`${col} ilike ${`%${escapeLike(v)}%`}`),
      sql` or `,
    )})`;
    if (op === 'equal_to') return anyOf;
    if (op === 'not_equal_to') return sql`(${col} is null or not ${anyOf})`;
    if (op === 'contains') return likeAny;
    if (op === 'does_not_contain') return sql`(${col} is null or not ${likeAny})`;
    if (op === 'starts_with') return sql`${col} ilike ${`${escapeLike(vs[0] ?? '')}%`}`;
    if (op === 'is_greater_than' || op === 'is_less_than') {
      const n = numbers(c, vs.slice(0, 1))[0] ?? 0;
      const numeric = sql`(case when ${col} ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${col})::numeric end)`;
      return op === 'is_greater_than' ? sql`${numeric} > ${n}` : sql`${numeric} < ${n}`;
    }
  }
  throw bad(c, errorText('operatorNotSupported', { operator: op.slice(0, 40) }));
};

/**
 * The advanced filter as one parameterised condition: conditions joined by each one's
 * query_operator (the last one has none), with SQL's usual AND-before-OR precedence.
 */
export const filterSql = (q: TConversationFilterRequest, defs: readonly TConversationFilterDefinition[]): SQL => {
  if (!q.payload.length) return sql`true`;
  const parts: SQL[] = [];
  q.payload.forEach((c, i) => {
    if (!/^[\w\- ]{1,255}$/.test(c.attribute_key)) throw bad(c, errorText('notValidAttribute'));
    parts.push(sql`(${conditionSql(c, defs)})`);
    if (i < q.payload.length - 1)
      parts.push((c.query_operator ?? 'and').toLowerCase() === 'or' ? sql` or ` : sql` and `);
  });
  return sql`(${sql.join(parts, sql``)})`;
};
