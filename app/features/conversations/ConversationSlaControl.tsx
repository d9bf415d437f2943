import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TConversation } from '../../../common/contracts/responses/conversations.ts';
import { Icon } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { useToast } from '../../components/useToast.ts';
import { api } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useAccountFeatures, useCurrentAccount } from '../accounts/index.ts';
import { putConversation } from './cachePatch.ts';
import { MenuPopover } from './MenuPopover.tsx';
import { SlaBadge, useSlaPolicies, type TSlaCarrier } from '../sla/index.ts';

/** The header's SLA chip (SLA feature on): pick or remove the conversation's policy, and its badge. */
export const ConversationSlaControl = ({
  conversation: c,
  chipClassName,
}: {
  conversation: TSlaCarrier & { id: number; sla_policy_id: number | null };
  chipClassName: string;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const { account, user } = useCurrentAccount();
  const enabled = useAccountFeatures().sla === true;
  const policies = useSlaPolicies(account.id, enabled);
  if (!enabled) return null;
  const current = policies.data?.find((p) => p.id === c.sla_policy_id);
  const name = current?.name ?? c.applied_sla?.sla_name ?? t('sla.none');
  const choose = async (id: number | null) => {
    try {
      const next = await api<TConversation>(`/api/v1/accounts/${account.id}/conversations/${c.id}`, {
        method: 'PATCH',
        body: { sla_policy_id: id },
        contract: 'conversation',
      });
      putConversation(qc, account.id, user.id, next, true);
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    }
  };
  return (
    <>
      <MenuPopover
        label={t('sla.label')}
        value={name}
        triggerClassName={chipClassName}
        trigger={
          <>
            <Icon name="clock" className="size-3.5" />
            <span className="truncate">{name}</span>
          </>
        }
      >
        {(close) => (
          <>
            <MenuItem
              checked={c.sla_policy_id === null}
              onClick={() => {
                close();
                void choose(null);
              }}
            >
              {t('sla.none')}
            </MenuItem>
            {(policies.data ?? []).map((p) => (
              <MenuItem
                key={p.id}
                checked={c.sla_policy_id === p.id}
                onClick={() => {
                  close();
                  void choose(p.id);
                }}
              >
                {p.name}
              </MenuItem>
            ))}
          </>
        )}
      </MenuPopover>
      <SlaBadge conversation={c} size="md" />
    </>
  );
};
