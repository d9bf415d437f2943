import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { inputClass, labelClass } from '../../../components/fieldStyles.ts';
import { ToggleSwitch } from '../../../components/ToggleSwitch.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import type { TInbox, TPreChatField } from '../inboxApi.ts';
import { useUpdateInbox } from '../useInbox.ts';
import { mergePreChatFields, readPreChatOptions, setEnabled, setRequired } from './preChatFields.ts';
import { SettingsSection, SwitchRow } from './SettingsSection.tsx';

/** The website widget's pre-chat form: on/off, an intro message and which fields visitors fill in. */
export const PreChatFormTab = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const messageId = useId();
  const update = useUpdateInbox(accountId, inbox.id);
  const [enabled, setFormEnabled] = useState(Boolean(inbox.pre_chat_form_enabled));
  const saved = readPreChatOptions(inbox.pre_chat_form_options);
  const [message, setMessage] = useState(saved.message);
  const [fields, setFields] = useState(() => mergePreChatFields(saved.fields));
  const patch = (name: string, fn: (f: TPreChatField) => TPreChatField) =>
    setFields((fs) => fs.map((f) => (f.name === name ? fn(f) : f)));
  const cell = 'px-2 py-2 text-start';

  const save = () =>
    update.mutate(
      {
        channel: {
          pre_chat_form_enabled: enabled,
          pre_chat_form_options: { pre_chat_message: message, pre_chat_fields: fields },
        },
      },
      {
        onSuccess: () => toast.show(t('inboxesPage.settings.saved'), 'success'),
        onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
      },
    );

  return (
    <SettingsSection title={t('inboxesPage.preChat.title')} description={t('inboxesPage.preChat.description')}>
      <SwitchRow
        label={t('inboxesPage.preChat.enabled')}
        control={<ToggleSwitch checked={enabled} onChange={setFormEnabled} label={t('inboxesPage.preChat.enabled')} />}
      />
      {enabled ? (
        <>
          <div>
            <label htmlFor={messageId} className={labelClass}>
              {t('inboxesPage.preChat.message')}
            </label>
            <textarea
              dir="auto"
              id={messageId}
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              className={inputClass(false)}
            />
          </div>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">{t('inboxesPage.preChat.fields')}</caption>
              <thead className="text-xs text-slate-500 dark:text-slate-400">
                <tr>
                  <th scope="col" className={cell}>
                    {t('inboxesPage.preChat.field')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('inboxesPage.preChat.show')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('inboxesPage.preChat.required')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('inboxesPage.preChat.label')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('inboxesPage.preChat.placeholder')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {fields.map((f) => (
                  <tr key={f.name}>
                    <td className={`${cell} font-mono text-xs text-slate-600 dark:text-slate-300`}>{f.name}</td>
                    <td className={cell}>
                      <input
                        type="checkbox"
                        aria-label={t('inboxesPage.preChat.showField', { field: f.name })}
                        checked={f.enabled}
                        onChange={(e) => patch(f.name, (x) => setEnabled(x, e.target.checked))}
                        className="size-4 rounded border-slate-300 text-woot-600"
                      />
                    </td>
                    <td className={cell}>
                      <input
                        type="checkbox"
                        aria-label={t('inboxesPage.preChat.requireField', { field: f.name })}
                        checked={f.required}
                        onChange={(e) => patch(f.name, (x) => setRequired(x, e.target.checked))}
                        className="size-4 rounded border-slate-300 text-woot-600"
                      />
                    </td>
                    <td className={cell}>
                      <input
                        dir="auto"
                        aria-label={t('inboxesPage.preChat.labelOf', { field: f.name })}
                        value={f.label}
                        onChange={(e) => patch(f.name, (x) => ({ ...x, label: e.target.value }))}
                        className={inputClass(false)}
                      />
                    </td>
                    <td className={cell}>
                      <input
                        dir="auto"
                        aria-label={t('inboxesPage.preChat.placeholderOf', { field: f.name })}
                        value={f.placeholder ?? ''}
                        onChange={(e) => patch(f.name, (x) => ({ ...x, placeholder: e.target.value }))}
                        className={inputClass(false)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <Button onClick={save} isLoading={update.isPending}>
        {t('common.save')}
      </Button>
    </SettingsSection>
  );
};
