import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCampaign, TCampaignType } from '../../../common/contracts/campaigns.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { CampaignDialog } from './CampaignDialog.tsx';
import { CampaignStatus, CampaignWhen } from './CampaignCells.tsx';
import { useCampaignMutations, useCampaigns } from './useCampaigns.ts';

type TDialog = { kind: 'edit'; campaign: TCampaign | null } | { kind: 'delete'; campaign: TCampaign } | null;

const cell = 'px-4 py-2.5';

/** ongoing_campaigns and one_off: administrators list, add, edit, switch on or off and delete campaigns. */
export const CampaignsPage = ({ type }: { type: TCampaignType }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const campaigns = useCampaigns(account.id);
  const { update, remove } = useCampaignMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const rows = (campaigns.data ?? []).filter((c) => c.campaign_type === type);
  const page = type === 'ongoing' ? 'ongoing' : 'oneOff';
  const addButton = (
    <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'edit', campaign: null })}>
      {t(`campaignsPage.${page}.add`)}
    </Button>
  );
  const toggle = (c: TCampaign, enabled: boolean) =>
    update.mutate(
      { id: c.id, input: { enabled } },
      {
        onSuccess: () =>
          toast.show(t(enabled ? 'campaignsPage.enabled' : 'campaignsPage.disabled', { title: c.title })),
        onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
      },
    );

  return (
    <>
      <PageHeader
        title={t(`campaignsPage.${page}.title`)}
        description={t(`campaignsPage.${page}.description`)}
        actions={addButton}
      />
      <div className="p-6">
        <ListStates
          query={campaigns}
          isEmpty={rows.length === 0}
          empty={
            <EmptyState
              icon="megaphone"
              title={t(`campaignsPage.${page}.emptyTitle`)}
              body={t(`campaignsPage.${page}.emptyBody`)}
            />
          }
        >
          <SettingsTable
            caption={t(`campaignsPage.${page}.title`)}
            minWidth="min-w-[48rem]"
            columns={[
              { label: t('campaignsPage.fields.title') },
              { label: t('campaignsPage.fields.inbox') },
              { label: t('campaignsPage.fields.sender') },
              { label: t('campaignsPage.fields.status') },
              { label: t(type === 'ongoing' ? 'campaignsPage.fields.trigger' : 'campaignsPage.fields.scheduledAt') },
              { label: t('campaignsPage.actions'), hidden: true },
            ]}
            rows={rows}
            cells={(c) => (
              <>
                <td className={`${cell} max-w-xs`}>
                  {type === 'one_off' ? (
                    <TextLink to={`/app/accounts/${account.id}/campaigns/one_off/${c.id}`}>
                      <bdi>{c.title}</bdi>
                    </TextLink>
                  ) : (
                    <bdi className="font-medium text-slate-900 dark:text-white">{c.title}</bdi>
                  )}
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400" dir="auto">
                    {c.message}
                  </p>
                </td>
                <td className={`${cell} text-slate-600 dark:text-slate-300`}>
                  <bdi>{c.inbox.name}</bdi>
                </td>
                <td className={`${cell} text-slate-600 dark:text-slate-300`}>
                  {c.sender ? <bdi>{c.sender.name}</bdi> : t('campaignsPage.noSender')}
                </td>
                <td className={cell}>
                  {type === 'ongoing' ? (
                    <ToggleSwitch
                      checked={c.enabled}
                      label={t('campaignsPage.enableNamed', { title: c.title })}
                      onChange={(next) => toggle(c, next)}
                    />
                  ) : (
                    <CampaignStatus campaign={c} />
                  )}
                </td>
                <td className={`${cell} text-slate-600 dark:text-slate-300`}>
                  <CampaignWhen campaign={c} />
                </td>
                <td className={`${cell} text-end whitespace-nowrap`}>
                  {c.campaign_status === 'completed' ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('campaignsPage.deleteNamed', { title: c.title })}
                      title={t('campaignsPage.deleteNamed', { title: c.title })}
                      onClick={() => setDialog({ kind: 'delete', campaign: c })}
                      icon={<Icon name="trash" className="size-4" />}
                    />
                  ) : (
                    <RowActions
                      editLabel={t('campaignsPage.editNamed', { title: c.title })}
                      deleteLabel={t('campaignsPage.deleteNamed', { title: c.title })}
                      onEdit={() => setDialog({ kind: 'edit', campaign: c })}
                      onDelete={() => setDialog({ kind: 'delete', campaign: c })}
                    />
                  )}
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {dialog?.kind === 'edit' ? (
        <CampaignDialog accountId={account.id} type={type} campaign={dialog.campaign} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('campaignsPage.deleteTitle', { title: dialog.campaign.title })}
          description={t('campaignsPage.deleteBody')}
          confirmLabel={t('campaignsPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const c = dialog.campaign;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(c.id, {
              onSuccess: () => toast.show(t('campaignsPage.deleted', { title: c.title })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};
