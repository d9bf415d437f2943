import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTH_TYPES,
  HTTP_METHODS,
  type TAuthConfig,
  type TCustomTool,
  type TToolParam,
} from '../../../common/contracts/captainAssistants.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useCaptainMutations } from './captainAssistantsApi.ts';

/** The secret fields of each auth type; a saved secret shows masked as the field's placeholder. */
const AUTH_FIELDS: Record<string, (keyof TAuthConfig)[]> = {
  none: [],
  bearer: ['token'],
  basic: ['username', 'password'],
  api_key: ['name', 'key'],
};
const SECRET = new Set<keyof TAuthConfig>(['token', 'password', 'key']);

/** The parameters the model fills: name, type, description, required. */
const ParamEditor = ({ params, onChange }: { params: TToolParam[]; onChange: (p: TToolParam[]) => void }) => {
  const { t } = useTranslation();
  const put = (i: number, patch: Partial<TToolParam>) =>
    onChange(params.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('captainAssistants.tools.params')}
      </legend>
      {params.map((p, i) => (
        <div key={i} className="grid grid-cols-[1fr_auto_2fr_auto_auto] items-end gap-2">
          <TextField
            label={t('captainAssistants.tools.paramName')}
            value={p.name}
            dir="ltr"
            onChange={(e) => put(i, { name: e.target.value })}
          />
          <SelectField
            label={t('captainAssistants.tools.paramType')}
            value={p.type}
            onChange={(e) => put(i, { type: e.target.value as TToolParam['type'] })}
            options={(['string', 'number', 'boolean'] as const).map((v) => ({
              value: v,
              label: t(`captainAssistants.tools.types.${v}`),
            }))}
          />
          <TextField
            label={t('captainAssistants.tools.paramDescription')}
            value={p.description}
            dir="auto"
            onChange={(e) => put(i, { description: e.target.value })}
          />
          <label className="flex h-10 items-center gap-1 text-sm text-slate-800 dark:text-slate-200">
            <input type="checkbox" checked={p.required} onChange={(e) => put(i, { required: e.target.checked })} />
            {t('captainAssistants.tools.required')}
          </label>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('captainAssistants.tools.removeParam', { name: p.name || i + 1 })}
            icon={<Icon name="trash" className="size-4" />}
            onClick={() => onChange(params.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="plus" className="size-4" />}
        onClick={() => onChange([...params, { name: '', type: 'string', description: '', required: false }])}
      >
        {t('captainAssistants.tools.addParam')}
      </Button>
    </fieldset>
  );
};

/** Add or edit a custom tool. Secrets are never shown back: left empty, the saved one stays. */
export const ToolDialog = ({ tool, onClose }: { tool: TCustomTool | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { account } = useCurrentAccount();
  const { createTool, updateTool } = useCaptainMutations(account.id);
  const [title, setTitle] = useState(tool?.title ?? '');
  const [description, setDescription] = useState(tool?.description ?? '');
  const [method, setMethod] = useState<(typeof HTTP_METHODS)[number]>(tool?.http_method ?? 'GET');
  const [url, setUrl] = useState(tool?.endpoint_url ?? '');
  const [authType, setAuthType] = useState<(typeof AUTH_TYPES)[number]>(tool?.auth_type ?? 'none');
  const [auth, setAuth] = useState<TAuthConfig>({});
  const [params, setParams] = useState<TToolParam[]>(tool?.param_schema ?? []);
  const [requestTemplate, setRequestTemplate] = useState(tool?.request_template ?? '');
  const [responseTemplate, setResponseTemplate] = useState(tool?.response_template ?? '');
  const pending = createTool.isPending || updateTool.isPending;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const filled = Object.fromEntries(Object.entries(auth).filter(([, v]) => v)) as TAuthConfig;
    const body = {
      title,
      description,
      http_method: method,
      endpoint_url: url,
      auth_type: authType,
      ...(Object.keys(filled).length && { auth_config: filled }),
      param_schema: params,
      request_template: requestTemplate || null,
      response_template: responseTemplate || null,
    };
    const done = {
      onSuccess: () => {
        toast.show(t('captainAssistants.tools.saved', { name: title }));
        onClose();
      },
      onError: (err: unknown) => toast.show(apiErrorMessage(err, t), 'error'),
    };
    if (tool) updateTool.mutate({ id: tool.id, body }, done);
    else createTool.mutate(body, done);
  };
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={
        tool ? t('captainAssistants.tools.editTitle', { name: tool.title }) : t('captainAssistants.tools.addTitle')
      }
      description={t('captainAssistants.tools.dialogBody')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={pending} disabled={!title.trim() || !url.trim()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4">
        <TextField
          label={t('captainAssistants.tools.fields.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          dir="auto"
          required
        />
        <TextAreaField
          label={t('captainAssistants.tools.fields.description')}
          hint={t('captainAssistants.tools.fields.descriptionHint')}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          dir="auto"
        />
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <SelectField
            label={t('captainAssistants.tools.fields.method')}
            value={method}
            onChange={(e) => setMethod(e.target.value as (typeof HTTP_METHODS)[number])}
            options={HTTP_METHODS.map((m) => ({ value: m, label: m }))}
          />
          <TextField
            label={t('captainAssistants.tools.fields.url')}
            hint={t('captainAssistants.tools.fields.urlHint', {
              placeholder: '{{param}}',
              example: 'https://shop.example/orders/{{order_id}}',
            })}
            value={url}
            dir="ltr"
            inputMode="url"
            onChange={(e) => setUrl(e.target.value)}
            required
          />
        </div>
        <SelectField
          label={t('captainAssistants.tools.fields.authType')}
          value={authType}
          onChange={(e) => setAuthType(e.target.value as (typeof AUTH_TYPES)[number])}
          options={AUTH_TYPES.map((a) => ({ value: a, label: t(`captainAssistants.tools.auth.${a}`) }))}
        />
        {(AUTH_FIELDS[authType] ?? []).map((key) => (
          <TextField
            key={key}
            label={t(`captainAssistants.tools.authFields.${key}`)}
            type={SECRET.has(key) ? 'password' : 'text'}
            autoComplete="off"
            dir="ltr"
            value={auth[key] ?? ''}
            placeholder={tool?.auth_config[key] ?? ''}
            hint={tool?.auth_config[key] && SECRET.has(key) ? t('captainAssistants.tools.secretKept') : undefined}
            onChange={(e) => setAuth((a) => ({ ...a, [key]: e.target.value }))}
          />
        ))}
        <ParamEditor params={params} onChange={setParams} />
        {method === 'POST' ? (
          <TextAreaField
            label={t('captainAssistants.tools.fields.requestTemplate')}
            hint={t('captainAssistants.tools.fields.requestTemplateHint', { placeholder: '{{param}}' })}
            rows={3}
            dir="ltr"
            value={requestTemplate}
            onChange={(e) => setRequestTemplate(e.target.value)}
          />
        ) : null}
        <TextAreaField
          label={t('captainAssistants.tools.fields.responseTemplate')}
          hint={t('captainAssistants.tools.fields.responseTemplateHint', { example: 'Status: {{order.status}}' })}
          rows={2}
          dir="ltr"
          value={responseTemplate}
          onChange={(e) => setResponseTemplate(e.target.value)}
        />
      </form>
    </Dialog>
  );
};
