import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTRIBUTE_DISPLAY_TYPES,
  ZCreateCustomAttributeRequest,
  keyFromDisplayName,
  type TAttributeDisplayType,
  type TAttributeModel,
  type TCustomAttribute,
} from '../../../common/contracts/customAttributes.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCustomAttributeMutations } from './useCustomAttributes.ts';

type TField = 'attribute_display_name' | 'attribute_key' | 'attribute_values' | 'regex_pattern';

/** Create or edit a definition; the key follows the name until edited and is fixed once created. */
export const CustomAttributeDialog = ({
  accountId,
  model,
  editing,
  onClose,
}: {
  accountId: number;
  model: TAttributeModel;
  editing: TCustomAttribute | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { create, update } = useCustomAttributeMutations(accountId);
  const [name, setName] = useState(editing?.attribute_display_name ?? '');
  const [key, setKey] = useState(editing?.attribute_key ?? '');
  const [keyTouched, setKeyTouched] = useState(Boolean(editing));
  const [type, setType] = useState<TAttributeDisplayType>(editing?.attribute_display_type ?? 'text');
  const [description, setDescription] = useState(editing?.attribute_description ?? '');
  const [values, setValues] = useState((editing?.attribute_values ?? []).join(', '));
  const [regex, setRegex] = useState(editing?.regex_pattern ?? '');
  const [cue, setCue] = useState(editing?.regex_cue ?? '');
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const input = {
    attribute_display_name: name,
    attribute_key: keyTouched ? key : keyFromDisplayName(name),
    attribute_display_type: type,
    attribute_model: model,
    attribute_description: description,
    attribute_values:
      type === 'list'
        ? values
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : [],
    regex_pattern: type === 'text' ? regex : '',
    regex_cue: type === 'text' ? cue : '',
  };
  const submit = () => {
    const parsed = ZCreateCustomAttributeRequest.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as TField;
        next[f] ??= t(`customAttributesPage.errors.${f}`, { defaultValue: t('validation.invalid') });
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setGeneral(null);
    const done = {
      onSuccess: () => {
        toast.show(t(editing ? 'customAttributesPage.updated' : 'customAttributesPage.created'));
        onClose();
      },
      // Part 1 §5: the server's message is shown as it is.
      onError: (err: unknown) => {
        if (isApiError(err) && err.details.attribute_key?.[0]) setErrors({ attribute_key: err.message });
        else setGeneral(apiErrorMessage(err, t));
      },
    };
    if (editing) update.mutate({ id: editing.id, input: parsed.data }, done);
    else create.mutate(parsed.data, done);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(editing ? 'customAttributesPage.editTitle' : 'customAttributesPage.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="custom-attribute-form" isLoading={pending}>
            {t(editing ? 'common.save' : 'customAttributesPage.create')}
          </Button>
        </>
      }
    >
      <form
        id="custom-attribute-form"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {general ? <Alert>{general}</Alert> : null}
        <TextField
          label={t('customAttributesPage.fields.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.attribute_display_name}
        />
        <TextField
          label={t('customAttributesPage.fields.key')}
          value={keyTouched ? key : keyFromDisplayName(name)}
          onChange={(e) => {
            setKeyTouched(true);
            setKey(e.target.value);
          }}
          disabled={Boolean(editing)}
          error={errors.attribute_key}
          hint={t('customAttributesPage.fields.keyHint')}
          dir="ltr"
        />
        <SelectField
          label={t('customAttributesPage.fields.type')}
          value={type}
          disabled={Boolean(editing)}
          onChange={(e) => setType(e.target.value as TAttributeDisplayType)}
          options={ATTRIBUTE_DISPLAY_TYPES.map((v) => ({ value: v, label: t(`customAttributesPage.types.${v}`) }))}
        />
        <TextField
          label={t('customAttributesPage.fields.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {type === 'list' ? (
          <TextField
            label={t('customAttributesPage.fields.values')}
            value={values}
            onChange={(e) => setValues(e.target.value)}
            hint={t('customAttributesPage.fields.valuesHint')}
            error={errors.attribute_values}
          />
        ) : null}
        {type === 'text' ? (
          <>
            <TextField
              label={t('customAttributesPage.fields.regex')}
              value={regex}
              onChange={(e) => setRegex(e.target.value)}
              error={errors.regex_pattern}
              dir="ltr"
            />
            <TextField
              label={t('customAttributesPage.fields.regexCue')}
              value={cue}
              onChange={(e) => setCue(e.target.value)}
            />
          </>
        ) : null}
      </form>
    </Dialog>
  );
};
