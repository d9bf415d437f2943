import type {
  TAttributeModel,
  TCreateCustomAttributeRequest,
  TCustomAttribute,
  TUpdateCustomAttributeRequest,
} from '../../../common/contracts/customAttributes.ts';
import { api } from '../../lib/api.ts';

export const customAttributeKeys = {
  all: (accountId: number) => ['accounts', accountId, 'customAttributes'] as const,
  list: (accountId: number) => [...customAttributeKeys.all(accountId), 'list'] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/custom_attribute_definitions`;

/** Every definition of the account; screens pick the model they need. */
export const listCustomAttributes = (accountId: number) =>
  api<TCustomAttribute[]>(base(accountId), { contract: 'customAttributeList' });

export const createCustomAttribute = (accountId: number, input: TCreateCustomAttributeRequest) =>
  api<TCustomAttribute>(base(accountId), { method: 'POST', body: input, contract: 'customAttribute' });

export const updateCustomAttribute = (accountId: number, id: number, input: TUpdateCustomAttributeRequest) =>
  api<TCustomAttribute>(`${base(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'customAttribute' });

export const deleteCustomAttribute = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

export const ofModel = (defs: readonly TCustomAttribute[] | undefined, model: TAttributeModel) =>
  (defs ?? []).filter((d) => d.attribute_model === model);
