import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { TypeToConfirmDialog } from '../../components/TypeToConfirmDialog.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import type { TPortal } from './helpCenterTypes.ts';
import { PortalEditFrame } from './PortalEditFrame.tsx';
import { PortalInfoForm, portalInfoInput } from './PortalInfoForm.tsx';
import { usePortalMutations } from './useHelpCenter.ts';

/** Archive (the public portal goes offline) and delete (type the name to confirm). */
const PortalDangerZone = ({ portal }: { portal: TPortal }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const { update, remove } = usePortalMutations(account.id);
  const [confirming, setConfirming] = useState(false);
  const archiveId = useId();
  const archiveHint = useId();
  return (
    <section className="mt-10 max-w-xl space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={archiveId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('helpCenter.edit.archive')}
          </p>
          <p id={archiveHint} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {t('helpCenter.edit.archiveHint')}
          </p>
        </div>
        <ToggleSwitch
          checked={portal.archived}
          labelledBy={archiveId}
          describedBy={archiveHint}
          disabled={update.isPending}
          onChange={(archived) =>
            update.mutate(
              { slug: portal.slug, input: { archived } },
              {
                onSuccess: () => toast.show(t(archived ? 'helpCenter.edit.archived' : 'helpCenter.edit.unarchived')),
                onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
              },
            )
          }
        />
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('helpCenter.edit.delete')}</p>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{t('helpCenter.edit.deleteHint')}</p>
        </div>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          {t('helpCenter.edit.delete')}
        </Button>
      </div>
      <TypeToConfirmDialog
        open={confirming}
        title={t('helpCenter.edit.deleteTitle', { name: portal.name })}
        description={t('helpCenter.edit.deleteBody', { name: portal.name })}
        confirmValue={portal.name}
        confirmLabel={t('helpCenter.edit.delete')}
        isLoading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(portal.slug, {
            onSuccess: () => {
              toast.show(t('helpCenter.edit.deleted', { name: portal.name }));
              void navigate(pathTo(account.id, 'list_all_portals'));
            },
            onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
          })
        }
      />
    </section>
  );
};

/** edit_portal_information: the portal's details; a changed slug moves the page to the new address. */
export const PortalEditInfoPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const { update } = usePortalMutations(account.id);
  return (
    <PortalEditFrame>
      {(portal) => (
        <>
          <PortalInfoForm
            key={portal.id}
            portal={portal}
            submitLabel={t('common.save')}
            isPending={update.isPending}
            onSubmit={async ({ default_locale: _ignored, ...values }) => {
              const saved = await update.mutateAsync({ slug: portal.slug, input: portalInfoInput(values) });
              toast.show(t('helpCenter.edit.saved'));
              if (saved.slug !== portal.slug)
                await navigate(pathTo(account.id, 'edit_portal_information', { portalSlug: saved.slug }), {
                  replace: true,
                });
            }}
          />
          <PortalDangerZone portal={portal} />
        </>
      )}
    </PortalEditFrame>
  );
};
