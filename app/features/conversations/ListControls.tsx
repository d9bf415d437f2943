import { useTranslation } from 'react-i18next';
import { CONVERSATION_SORTS, CONVERSATION_STATUSES } from '../../../common/contracts/conversations.ts';
import { Icon } from '../../components/Icon.tsx';
import { MenuGroupLabel } from '../../components/MenuGroupLabel.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { MenuSeparator } from '../../components/MenuSeparator.tsx';
import type { TListFilters } from './conversationTypes.ts';
import { MenuPopover } from './MenuPopover.tsx';

/** Status filter (default open; all) and sort (last activity desc by default; asc/desc of four keys). */
export const ListControls = ({
  filters,
  onStatus,
  onSort,
}: {
  filters: TListFilters;
  onStatus: (s: TListFilters['status']) => void;
  onSort: (s: TListFilters['sortBy']) => void;
}) => {
  const { t } = useTranslation();
  return (
    <MenuPopover label={t('conversations.sortAndFilter')} trigger={<Icon name="chevronUpDown" className="size-4" />}>
      {(close) => (
        <>
          <MenuGroupLabel id="conv-status-group">{t('conversations.statusLabel')}</MenuGroupLabel>
          {[...CONVERSATION_STATUSES, 'all' as const].map((s) => (
            <MenuItem
              key={s}
              checked={filters.status === s}
              onClick={() => {
                onStatus(s);
                close();
              }}
            >
              {t(`conversations.status.${s}`)}
            </MenuItem>
          ))}
          <MenuSeparator />
          <MenuGroupLabel id="conv-sort-group">{t('conversations.sortLabel')}</MenuGroupLabel>
          {CONVERSATION_SORTS.map((s) => (
            <MenuItem
              key={s}
              checked={filters.sortBy === s}
              onClick={() => {
                onSort(s);
                close();
              }}
            >
              {t(`conversations.sort.${s}`)}
            </MenuItem>
          ))}
        </>
      )}
    </MenuPopover>
  );
};
