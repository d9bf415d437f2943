import { isFeatureEnabled } from '../../../common/features.ts';
import { PORTAL_PERMISSIONS, type TPermission } from '../../../common/permissions.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { errorText } from '../../lib/serverText.ts';

/** Spec part 2 §6: agents read portals and write articles and categories. */
export const HELP_CENTER_READ: TPermission[] = PORTAL_PERMISSIONS;
export const HELP_CENTER_WRITE: TPermission[] = PORTAL_PERMISSIONS;
/** Portal create, edit, customise, locales, archive, delete. */
export const PORTAL_MANAGE: TPermission[] = ['administrator', 'knowledge_base_manage'];

/** The account's help_center feature flag; off answers 403 as a member lacking access would see it. */
export const ensureHelpCenter = (m: TMembership) => {
  if (!isFeatureEnabled(m.account.features, 'help_center')) {
    throw new AppError('forbidden', errorText('helpCenterDisabled'));
  }
};
