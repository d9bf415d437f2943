import { useTranslation } from 'react-i18next';
import type { TAgent } from '../../../common/contracts/agents.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { AvailabilityDot } from '../../components/AvailabilityDot.tsx';

interface TAgentRowProps {
  agent: TAgent;
  isSelf: boolean;
  /** The name of the agent's custom role, shown in place of "Agent". */
  customRoleName?: string | undefined;
  onEdit: () => void;
  onRemove: () => void;
  onResetMfa: () => void;
}

const iconButton =
  'rounded-md p-1.5 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200';

export const AgentRow = ({ agent, isSelf, customRoleName, onEdit, onRemove, onResetMfa }: TAgentRowProps) => {
  const { t } = useTranslation();
  return (
    <tr className="hover:bg-slate-50/60 dark:hover:bg-slate-800/30">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <Avatar name={agent.available_name} src={agent.thumbnail || null} />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900 dark:text-slate-100">
              <bdi>{agent.name}</bdi>
              {isSelf ? (
                <span className="ms-2 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-500 dark:bg-slate-800 dark:text-slate-400">
                  {t('agents.you')}
                </span>
              ) : null}
            </p>
            <p dir="ltr" className="truncate rtl:text-right text-xs text-slate-500 dark:text-slate-400">
              {agent.email}
            </p>
          </div>
        </div>
      </td>
      <td className="px-4 py-3 text-slate-700 dark:text-slate-300">
        {agent.role === 'agent' && customRoleName ? <bdi>{customRoleName}</bdi> : t(`roles.${agent.role}`)}
      </td>
      <td className="px-4 py-3">
        <span className="inline-flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <AvailabilityDot status={agent.availability_status} />
          {t(`availability.${agent.availability_status}`)}
        </span>
      </td>
      <td className="px-4 py-3">
        {agent.confirmed ? (
          <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/15 ring-inset dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/20">
            {t('agents.verified')}
          </span>
        ) : (
          <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-700 ring-1 ring-amber-600/20 ring-inset dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/20">
            {t('agents.pending')}
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-slate-700 dark:text-slate-300">
        {agent.mfa_enabled ? (
          <span className="inline-flex items-center gap-1.5">
            <Icon name="shield" className="size-4 text-green-700 dark:text-green-400" />
            {t('agents.mfaOn')}
          </span>
        ) : (
          t('agents.mfaOff')
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          {agent.mfa_enabled && !isSelf ? (
            <button
              type="button"
              onClick={onResetMfa}
              className={iconButton}
              aria-label={t('agents.resetMfaLabel', { name: agent.name })}
              title={t('agents.resetMfaLabel', { name: agent.name })}
            >
              <Icon name="key" className="size-4" />
            </button>
          ) : null}
          <button
            type="button"
            onClick={onEdit}
            className={iconButton}
            aria-label={t('agents.editLabel', { name: agent.name })}
            title={t('agents.editLabel', { name: agent.name })}
          >
            <Icon name="pencil" className="size-4" />
          </button>
          {isSelf ? null : (
            <button
              type="button"
              onClick={onRemove}
              className={`${iconButton} hover:text-red-600 dark:hover:text-red-400`}
              aria-label={t('agents.removeLabel', { name: agent.name })}
              title={t('agents.removeLabel', { name: agent.name })}
            >
              <Icon name="trash" className="size-4" />
            </button>
          )}
        </div>
      </td>
    </tr>
  );
};
