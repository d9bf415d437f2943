/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { t } from './i18n.ts';
import type { TChannelConfig, TPreChatField } from './types.ts';
import type { TPreChatAnswers } from './useChat.ts';

const DEFAULT_FIELDS: TPreChatField[] = [
  { name: 'fullName', type: 'text', field_type: 'standard', required: false, enabled: true },
  { name: 'emailAddress', type: 'email', field_type: 'standard', required: true, enabled: true },
];
const STANDARD: Record<string, 'name' | 'email' | 'phone_number'> = {
  fullName: 'name',
  emailAddress: 'email',
  phoneNumber: 'phone_number',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const labelOf = (f: TPreChatField) => (f.name in STANDARD ? t(`preChat.${f.name}`) : (f.label ?? f.name));

/** The pre-chat form: the inbox's enabled fields plus the first message. */
export const PreChatForm = ({
  config,
  onSubmit,
}: {
  config: TChannelConfig;
  onSubmit: (a: TPreChatAnswers) => Promise<boolean>;
}) => {
  const opts = config.pre_chat_form_options;
  const fields = (opts.pre_chat_fields?.length ? opts.pre_chat_fields : DEFAULT_FIELDS).filter(
    (f) => f.enabled !== false,
  );
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const f of [...fields, { name: 'message', required: true } as TPreChatField]) {
      const v = (values[f.name] ?? '').trim();
      if (f.required && !v) next[f.name] = t('preChat.required');
      else if (v && (f.type === 'email' || f.name === 'emailAddress') && !EMAIL.test(v))
        next[f.name] = t('preChat.invalidEmail');
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    const answers: TPreChatAnswers = {
      contact: {},
      message: (values.message ?? '').trim(),
      conversationAttributes: {},
    };
    const contactAttrs: Record<string, unknown> = {};
    for (const f of fields) {
      const v = (values[f.name] ?? '').trim();
      if (!v) continue;
      const standard = STANDARD[f.name];
      if (standard) answers.contact[standard] = v;
      else if (f.field_type === 'conversation_attribute') answers.conversationAttributes[f.name] = v;
      else contactAttrs[f.name] = v;
    }
    if (Object.keys(contactAttrs).length) answers.contact.custom_attributes = contactAttrs;
    setBusy(true);
    await onSubmit(answers);
    setBusy(false);
  };

  const input = (f: TPreChatField, multiline = false) => {
    const id = `cw-field-${f.name}`;
    const err = errors[f.name];
    const common = {
      id,
      name: f.name,
      value: values[f.name] ?? '',
      'aria-invalid': err ? true : undefined,
      'aria-describedby': err ? `${id}-error` : undefined,
      onInput: (e: Event) => setValues({ ...values, [f.name]: (e.target as HTMLInputElement).value }),
    };
    return (
      <div class="cw-field" key={f.name}>
        <label for={id}>{f.name === 'message' ? t('preChat.message') : labelOf(f)}</label>
        {multiline ? (
          <textarea dir="auto" rows={3} {...common} />
        ) : f.values?.length ? (
          <select {...common}>
            <option value="" />
            {f.values.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ) : (
          <input
            dir="auto"
            type={f.type === 'email' || f.name === 'emailAddress' ? 'email' : f.type === 'number' ? 'number' : 'text'}
            placeholder={f.placeholder}
            {...common}
          />
        )}
        {err && (
          <p class="cw-field__error" id={`${id}-error`}>
            {err}
          </p>
        )}
      </div>
    );
  };

  return (
    <form class="cw-prechat" onSubmit={(e) => void submit(e)} noValidate>
      <p class="cw-card__text">{opts.pre_chat_message || t('preChat.intro')}</p>
      {fields.map((f) => input(f))}
      {input({ name: 'message', required: true }, true)}
      <button type="submit" class="cw-primary" disabled={busy}>
        {t('preChat.submit')}
      </button>
    </form>
  );
};
