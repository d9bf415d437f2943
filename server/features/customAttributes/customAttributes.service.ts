import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';
import {
  ATTRIBUTE_DISPLAY_TYPES,
  ATTRIBUTE_MODELS,
  type TAttributeModel,
  type TCreateCustomAttributeRequest,
  type TCustomAttribute,
  type TUpdateCustomAttributeRequest,
} from '../../../common/contracts/customAttributes.ts';
import { STANDARD_CONTACT_FILTER_ATTRIBUTES } from '../../../common/contracts/contactExtras.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import * as repo from './customAttributes.repo.ts';
import { errorText } from '../../lib/serverText.ts';

export const presentCustomAttribute = (r: repo.TCustomAttributeRow): TCustomAttribute => ({
  id: r.id,
  attribute_display_name: r.attributeDisplayName,
  attribute_display_type: ATTRIBUTE_DISPLAY_TYPES[r.attributeDisplayType] ?? 'text',
  attribute_description: r.attributeDescription,
  attribute_key: r.attributeKey,
  regex_pattern: r.regexPattern,
  regex_cue: r.regexCue,
  attribute_values: r.attributeValues,
  attribute_model: ATTRIBUTE_MODELS[r.attributeModel] ?? 'conversation_attribute',
  default_value: r.defaultValue,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const modelValue = (m: TAttributeModel) => ATTRIBUTE_MODELS.indexOf(m);

/** Keys that would shadow a standard attribute of the model (Chatwoot refuses them too). */
const RESERVED: Record<TAttributeModel, readonly string[]> = {
  contact_attribute: [...Object.keys(STANDARD_CONTACT_FILTER_ATTRIBUTES), 'id', 'thumbnail', 'additional_attributes'],
  conversation_attribute: ['status', 'assignee_id', 'inbox_id', 'team_id', 'display_id', 'labels', 'priority', 'id'],
};

export const list = async (deps: TDeps, m: TMembership, model?: TAttributeModel) =>
  (await repo.listDefinitions(deps.db, m.accountId, model ? modelValue(model) : undefined)).map(presentCustomAttribute);

const get = async (deps: TDeps, m: TMembership, id: number) => {
  const row = await repo.findDefinition(deps.db, m.accountId, id);
  if (!row) throw new AppError('not_found', errorText('customAttributeNotFound'));
  return row;
};

export const show = async (deps: TDeps, m: TMembership, id: number) => presentCustomAttribute(await get(deps, m, id));

const ensureKeyFree = async (deps: TDeps, m: TMembership, model: TAttributeModel, key: string, exceptId?: number) => {
  if (RESERVED[model].includes(key.toLowerCase()))
    throw AppError.invalid('attribute_key', errorText('reservedAttribute'));
  const clash = await repo.findDefinitionByKey(deps.db, m.accountId, modelValue(model), key);
  if (clash && clash.id !== exceptId) throw AppError.invalid('attribute_key', errorText('taken'));
};

const columns = (input: TUpdateCustomAttributeRequest) => ({
  ...(input.attribute_display_name !== undefined && { attributeDisplayName: input.attribute_display_name }),
  ...(input.attribute_key !== undefined && { attributeKey: input.attribute_key }),
  ...(input.attribute_display_type !== undefined && {
    attributeDisplayType: ATTRIBUTE_DISPLAY_TYPES.indexOf(input.attribute_display_type),
  }),
  ...(input.attribute_model !== undefined && { attributeModel: modelValue(input.attribute_model) }),
  ...(input.attribute_description !== undefined && { attributeDescription: input.attribute_description }),
  ...(input.attribute_values !== undefined && { attributeValues: input.attribute_values }),
  ...(input.default_value !== undefined && { defaultValue: input.default_value }),
  ...(input.regex_pattern !== undefined && { regexPattern: input.regex_pattern }),
  ...(input.regex_cue !== undefined && { regexCue: input.regex_cue }),
});

type TDef = repo.TCustomAttributeRow;
/** Records a definition's change in the audit log, in the change's transaction. */
const auditDef = (tx: TExecutor, m: TMembership, b: TDef | null, a: TDef | null) =>
  audit(
    tx,
    m,
    !b ? 'create' : a ? 'update' : 'destroy',
    { type: 'CustomAttributeDefinition', id: (a ?? b)?.id ?? null, name: (a ?? b)?.attributeDisplayName },
    b && presentCustomAttribute(b),
    a && presentCustomAttribute(a),
  );

export const create = async (deps: TDeps, m: TMembership, input: TCreateCustomAttributeRequest) => {
  await ensureKeyFree(deps, m, input.attribute_model, input.attribute_key);
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.insertDefinition(tx, {
      accountId: m.accountId,
      attributeDisplayName: input.attribute_display_name,
      attributeKey: input.attribute_key,
      ...columns(input),
    });
    await auditDef(tx, m, null, row);
    return row;
  });
  return presentCustomAttribute(row);
};

export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateCustomAttributeRequest) => {
  const current = await get(deps, m, id);
  const model = input.attribute_model ?? ATTRIBUTE_MODELS[current.attributeModel] ?? 'conversation_attribute';
  const key = input.attribute_key ?? current.attributeKey;
  if (key !== current.attributeKey || model !== ATTRIBUTE_MODELS[current.attributeModel])
    await ensureKeyFree(deps, m, model, key, id);
  const type = input.attribute_display_type ?? ATTRIBUTE_DISPLAY_TYPES[current.attributeDisplayType];
  const values = input.attribute_values ?? current.attributeValues;
  if (type === 'list' && values.length === 0) throw AppError.invalid('attribute_values', errorText('valueRequired'));
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.updateDefinition(tx, m.accountId, id, columns(input));
    if (!row) throw new AppError('not_found', errorText('customAttributeNotFound'));
    await auditDef(tx, m, current, row);
    return row;
  });
  return presentCustomAttribute(row);
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const current = await get(deps, m, id);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteDefinition(tx, m.accountId, id)))
      throw new AppError('not_found', errorText('customAttributeNotFound'));
    await auditDef(tx, m, current, null);
  });
};
