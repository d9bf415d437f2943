import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTOMATION_EVENTS,
  MESSAGE_ATTRIBUTES,
  RULE_ACTIONS,
  type TAutomationAction,
  type TAutomationCondition,
  type TAutomationEvent,
  type TAutomationRule,
} from '../../../common/contracts/automation.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { ActionList } from './ActionList.tsx';
import { ConditionList, emptyCondition } from './ConditionList.tsx';
import { RuleTestPanel } from './RuleTestPanel.tsx';
import { rowErrors } from './rowErrors.ts';
import { useAutomationMutations } from './useAutomationRules.ts';
import { useAutomationOptions } from './useAutomationOptions.ts';

interface TProps {
  accountId: number;
  /** null: a new rule. */
  rule: TAutomationRule | null;
  onClose: () => void;
}

/** The rule builder: event, conditions joined by AND/OR, ordered actions, and "Test this rule". */
export const RuleBuilderDialog = ({ accountId, rule, onClose }: TProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const options = useAutomationOptions(accountId);
  const { create, update } = useAutomationMutations(accountId);
  const mutation = rule ? update : create;
  const [name, setName] = useState(rule?.name ?? '');
  const [description, setDescription] = useState(rule?.description ?? '');
  const [event, setEvent] = useState<TAutomationEvent>(rule?.event_name ?? 'conversation_created');
  const [conditions, setConditions] = useState<TAutomationCondition[]>(rule?.conditions ?? [emptyCondition()]);
  const [actions, setActions] = useState<TAutomationAction[]>(
    rule?.actions ?? [{ action_name: 'add_label', action_params: [] }],
  );
  const details = isApiError(mutation.error) ? mutation.error.details : {};
  /** An edit clears the last save's errors: they described what was there before. */
  const edited =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      if (mutation.isError) mutation.reset();
      set(v);
    };
  const changeEvent = (next: TAutomationEvent) => {
    setEvent(next);
    // Message attributes exist only for message_created rules.
    if (next !== 'message_created') {
      const kept = conditions.filter((c) => !MESSAGE_ATTRIBUTES.includes(c.attribute_key));
      setConditions(kept.length ? kept : [emptyCondition()]);
    }
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = { name, description: description || null, event_name: event, conditions, actions };
    const done = {
      onSuccess: () => {
        toast.show(t(rule ? 'automationPage.updated' : 'automationPage.created', { name }));
        onClose();
      },
    };
    if (rule) update.mutate({ id: rule.id, input }, done);
    else create.mutate({ ...input, active: true }, done);
  };
  const listed = Object.keys(details).some((k) => k === 'name' || /^(conditions|actions)\./.test(k));

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      closeOnBackdropClick={false}
      title={rule ? t('automationPage.editTitle') : t('automationPage.addTitle')}
      description={t('automationPage.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {rule ? t('common.save') : t('automationPage.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-5">
        {mutation.isError && !listed ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <TextField
          label={t('automationPage.fields.name')}
          dir="auto"
          value={name}
          onChange={(e) => edited(setName)(e.target.value)}
          error={details.name?.[0] ? `${t('automationPage.fields.name')} ${details.name[0]}` : undefined}
        />
        <TextField
          label={t('automationPage.fields.description')}
          dir="auto"
          value={description}
          onChange={(e) => edited(setDescription)(e.target.value)}
        />
        <SelectField
          label={t('automationPage.fields.event')}
          value={event}
          onChange={(e) => changeEvent(e.target.value as TAutomationEvent)}
          options={AUTOMATION_EVENTS.map((ev) => ({ value: ev, label: t(`automation.events.${ev}`) }))}
        />
        <section aria-labelledby={`${formId}-conditions`} className="space-y-2">
          <h3 id={`${formId}-conditions`} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
            {t('automationPage.conditions')}
          </h3>
          <ConditionList
            event={event}
            conditions={conditions}
            options={options}
            errors={rowErrors(details, 'conditions')}
            onChange={edited(setConditions)}
          />
          <RuleTestPanel accountId={accountId} event={event} conditions={conditions} />
        </section>
        <section aria-labelledby={`${formId}-actions`} className="space-y-2">
          <h3 id={`${formId}-actions`} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
            {t('automationPage.actions')}
          </h3>
          <ActionList
            accountId={accountId}
            actions={actions}
            allowed={RULE_ACTIONS}
            options={options}
            allowSelf={false}
            errors={rowErrors(details, 'actions')}
            onChange={edited(setActions)}
          />
        </section>
      </form>
    </Dialog>
  );
};
