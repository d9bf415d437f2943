import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCreateTeamRequest, type TCreateTeamRequest, type TTeam } from '../../../common/contracts/teams.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';

/** The contract's text fields; allow_auto_assign is a switch beside them. */
const ZTeamForm = ZCreateTeamRequest.omit({ allow_auto_assign: true });

interface TTeamDetailsFormProps {
  team?: TTeam;
  submitLabel: string;
  isPending: boolean;
  /** Resolves on success; a rejection's 422 details land on the fields, the rest above them. */
  onSubmit: (input: TCreateTeamRequest) => Promise<unknown>;
}

/** Name, description and auto-assignment of a team (the first step of both wizards). */
export const TeamDetailsForm = ({ team, submitLabel, isPending, onSubmit }: TTeamDetailsFormProps) => {
  const { t } = useTranslation();
  const autoId = useId();
  const autoHintId = useId();
  const form = useZodForm(ZTeamForm, { name: team?.name ?? '', description: team?.description ?? '' });
  const [autoAssign, setAutoAssign] = useState(team?.allow_auto_assign ?? true);
  const [failure, setFailure] = useState<unknown>(null);
  const names = { name: t('teamsPage.fields.name'), description: t('teamsPage.fields.description') };
  const description = form.field('description');

  const submit = form.handleSubmit((parsed) => {
    setFailure(null);
    onSubmit({ ...parsed, description: parsed.description ?? '', allow_auto_assign: autoAssign }).catch(
      (err: unknown) => {
        const onField = isApiError(err) && err.code === 'validation_failed' && form.applyServerErrors(err, names);
        if (!onField) setFailure(err);
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4">
      {failure ? <Alert>{apiErrorMessage(failure, t)}</Alert> : null}
      <TextField label={names.name} autoComplete="off" dir="auto" {...form.field('name')} />
      <TextAreaField
        label={names.description}
        name={description.name}
        value={description.value}
        dir="auto"
        rows={3}
        onChange={(e) => form.setValue('description', e.target.value)}
        onBlur={description.onBlur}
        error={description.error}
      />
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 px-4 py-3 dark:border-slate-800">
        <div>
          <p id={autoId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('teamsPage.fields.allowAutoAssign')}
          </p>
          <p id={autoHintId} className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {t('teamsPage.fields.allowAutoAssignHint')}
          </p>
        </div>
        <ToggleSwitch checked={autoAssign} onChange={setAutoAssign} labelledBy={autoId} describedBy={autoHintId} />
      </div>
      <Button type="submit" isLoading={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
};
