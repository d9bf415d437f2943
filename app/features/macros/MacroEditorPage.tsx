import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  MACRO_ACTIONS,
  MACRO_VISIBILITIES,
  type TAutomationAction,
  type TMacro,
  type TMacroVisibility,
} from '../../../common/contracts/automation.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { ActionList, rowErrors, useAutomationOptions } from '../automation/index.ts';
import { pathTo } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMacro, useMacroMutations } from './useMacros.ts';

/** macros_new / macros_edit: the macro's name, who sees it, and its ordered actions. */
export const MacroEditorPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const raw = useParams().macroId;
  const id = raw ? Number(raw) : null;
  const macro = useMacro(account.id, id);
  if (id !== null && !macro.data) {
    if (!macro.isError) return <LoadingScreen />;
    // A macro that is gone (or another member's personal one): the page keeps its title and says why.
    return (
      <>
        <PageHeader title={t('routes.macros_edit')} />
        <div className="p-6">
          <Alert>{apiErrorMessage(macro.error, t)}</Alert>
        </div>
      </>
    );
  }
  return (
    <MacroForm
      key={id ?? 'new'}
      accountId={account.id}
      macro={macro.data ?? null}
      canShare={account.role === 'administrator'}
    />
  );
};

/** `canShare`: administrators choose the visibility; an agent's macros are personal (the server keeps them so). */
const MacroForm = ({ accountId, macro, canShare }: { accountId: number; macro: TMacro | null; canShare: boolean }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const options = useAutomationOptions(accountId);
  const { create, update } = useMacroMutations(accountId);
  const mutation = macro ? update : create;
  const [name, setName] = useState(macro?.name ?? '');
  const [visibility, setVisibility] = useState<TMacroVisibility>(macro?.visibility ?? 'personal');
  const [actions, setActions] = useState<TAutomationAction[]>(
    macro?.actions ?? [{ action_name: 'add_label', action_params: [] }],
  );
  const details = isApiError(mutation.error) ? mutation.error.details : {};
  /** An edit clears the last save's errors: they described what was there before. */
  const edited =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      if (mutation.isError) mutation.reset();
      set(v);
    };
  const listed = Object.keys(details).some((k) => k === 'name' || k.startsWith('actions.'));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = { name, visibility, actions };
    const done = {
      onSuccess: () => {
        toast.show(t(macro ? 'macrosPage.updated' : 'macrosPage.created', { name }));
        void navigate(pathTo(accountId, 'macros_wrapper'));
      },
    };
    if (macro) update.mutate({ id: macro.id, input }, done);
    else create.mutate(input, done);
  };

  return (
    <>
      <PageHeader
        title={macro ? t('routes.macros_edit') : t('routes.macros_new')}
        description={t('macrosPage.editorDescription')}
      />
      <form noValidate onSubmit={submit} className="max-w-3xl space-y-5 p-6">
        {mutation.isError && !listed ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <TextField
          label={t('macrosPage.fields.name')}
          dir="auto"
          value={name}
          onChange={(e) => edited(setName)(e.target.value)}
          error={details.name?.[0] ? `${t('macrosPage.fields.name')} ${details.name[0]}` : undefined}
        />
        {canShare ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('macrosPage.fields.visibility')}
            </legend>
            {MACRO_VISIBILITIES.map((v) => (
              <label key={v} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
                <input
                  dir="auto"
                  type="radio"
                  name="visibility"
                  value={v}
                  checked={visibility === v}
                  onChange={() => setVisibility(v)}
                  className="mt-1"
                />
                <span>
                  <span className="font-medium">{t(`macrosPage.visibility.${v}`)}</span>
                  <span className="block text-slate-500 dark:text-slate-400">
                    {t(`macrosPage.visibilityHint.${v}`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <section className="space-y-2" aria-label={t('macrosPage.actions')}>
          <h2 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{t('macrosPage.actions')}</h2>
          <ActionList
            accountId={accountId}
            actions={actions}
            allowed={MACRO_ACTIONS}
            options={options}
            allowSelf
            errors={rowErrors(details, 'actions')}
            onChange={edited(setActions)}
          />
        </section>
        <div className="flex gap-2">
          <Button type="submit" isLoading={mutation.isPending}>
            {macro ? t('common.save') : t('macrosPage.create')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(pathTo(accountId, 'macros_wrapper'))}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </>
  );
};
