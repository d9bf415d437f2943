import { ATTRIBUTE_DISPLAY_TYPES } from '../../../common/contracts/customAttributes.ts';
import type { TExecutor } from '../../db/client.ts';
import { listDefinitions } from '../customAttributes/index.ts';
import type { TFilterDefinition } from './contactFilter.repo.ts';

export const CONTACT_ATTRIBUTE_MODEL = 1;

/** The account's contact attribute definitions, as the filter builder needs them. */
export const filterDefinitions = async (db: TExecutor, accountId: number): Promise<TFilterDefinition[]> =>
  (await listDefinitions(db, accountId, CONTACT_ATTRIBUTE_MODEL)).map((d) => ({
    key: d.attributeKey,
    type: ATTRIBUTE_DISPLAY_TYPES[d.attributeDisplayType] ?? 'text',
  }));
