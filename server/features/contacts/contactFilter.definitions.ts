import { and, eq } from 'drizzle-orm';
import { ATTRIBUTE_DISPLAY_TYPES } from '../../../common/contracts/customAttributes.ts';
import type { TExecutor } from '../../db/client.ts';
import { customAttributeDefinitions } from '../../db/schema/index.ts';
import type { TFilterDefinition } from './contactFilter.ts';

export const CONTACT_ATTRIBUTE_MODEL = 1;

/** The account's contact attribute definitions, as the filter builder needs them. */
export const filterDefinitions = async (db: TExecutor, accountId: number): Promise<TFilterDefinition[]> =>
  (
    await db
      .select({ key: customAttributeDefinitions.attributeKey, type: customAttributeDefinitions.attributeDisplayType })
      .from(customAttributeDefinitions)
      .where(
        and(
          eq(customAttributeDefinitions.accountId, accountId),
          eq(customAttributeDefinitions.attributeModel, CONTACT_ATTRIBUTE_MODEL),
        ),
      )
  ).map((d) => ({ key: d.key, type: ATTRIBUTE_DISPLAY_TYPES[d.type] ?? 'text' }));
