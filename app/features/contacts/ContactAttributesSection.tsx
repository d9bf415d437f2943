import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContact } from '../../../common/contracts/contacts.ts';
import type { TCustomAttribute } from '../../../common/contracts/customAttributes.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { ofModel, useCustomAttributes } from '../customAttributes/index.ts';
import { useContactMutations } from './useContacts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactKeys, destroyCustomAttributes } from './contactsApi.ts';
import { attributeError, toStored, toText } from './attributeValues.ts';

/** One input per contact attribute definition, typed by its display type; saved one at a time. */
export const ContactAttributesSection = ({ accountId, contact }: { accountId: number; contact: TContact }) => {
  const { t } = useTranslation();
  const defs = ofModel(useCustomAttributes(accountId).data, 'contact_attribute');
  if (!defs.length)
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('contactsPage.attributes.none')}</p>;
  return (
    <ul className="space-y-3">
      {defs.map((d) => (
        <AttributeRow
          key={`${d.id}:${toText(contact.custom_attributes[d.attribute_key])}`}
          accountId={accountId}
          contact={contact}
          def={d}
        />
      ))}
    </ul>
  );
};

const AttributeRow = ({ accountId, contact, def }: { accountId: number; contact: TContact; def: TCustomAttribute }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { update } = useContactMutations(accountId);
  const stored = contact.custom_attributes[def.attribute_key];
  const [value, setValue] = useState(toText(stored));
  const [error, setError] = useState<string | null>(null);
  const clear = useMutation({
    mutationFn: () => destroyCustomAttributes(accountId, contact.id, [def.attribute_key]),
    onSuccess: (c) => queryClient.setQueryData(contactKeys.detail(accountId, c.id), c),
  });
  const id = `attr-${def.id}`;
  const save = (raw: string) => {
    const problem = attributeError(def, raw);
    if (problem) {
      setError(
        problem === 'regex'
          ? (def.regex_cue ?? t('contactsPage.attributes.errors.regex'))
          : t(`contactsPage.attributes.errors.${problem}`),
      );
      return;
    }
    setError(null);
    update.mutate(
      { id: contact.id, input: { custom_attributes: { [def.attribute_key]: toStored(def, raw) } } },
      {
        onSuccess: () => toast.show(t('contactsPage.attributes.saved', { name: def.attribute_display_name })),
        onError: (e) => setError(apiErrorMessage(e, t)),
      },
    );
  };
  const type = def.attribute_display_type;
  const input =
    type === 'checkbox' ? (
      <input
        id={id}
        type="checkbox"
        checked={value === 'true'}
        onChange={(e) => {
          setValue(String(e.target.checked));
          save(String(e.target.checked));
        }}
        className="size-4 accent-woot-600"
      />
    ) : type === 'list' ? (
      <select id={id} value={value} onChange={(e) => setValue(e.target.value)} className={inputClass(Boolean(error))}>
        <option value="">{t('contactsPage.filter.choose')}</option>
        {def.attribute_values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    ) : (
      <input
        dir="auto"
        id={id}
        type={
          type === 'date'
            ? 'date'
            : type === 'link'
              ? 'url'
              : ['number', 'currency', 'percent'].includes(type)
                ? 'number'
                : 'text'
        }
        step={type === 'number' ? 'any' : type === 'currency' ? '0.01' : undefined}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        className={inputClass(Boolean(error))}
      />
    );
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {def.attribute_display_name}
          {type === 'percent' ? ' (%)' : ''}
        </label>
        {stored !== undefined ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('contactsPage.attributes.clear', { name: def.attribute_display_name })}
            isLoading={clear.isPending}
            onClick={() => clear.mutate()}
            icon={<Icon name="trash" className="size-4" />}
          />
        ) : null}
      </div>
      {def.attribute_description ? <p className="mb-1 text-xs text-slate-500">{def.attribute_description}</p> : null}
      <div className="mt-1 flex items-center gap-2">
        {input}
        {type !== 'checkbox' ? (
          <Button size="sm" variant="secondary" isLoading={update.isPending} onClick={() => save(value)}>
            {t('contactsPage.attributes.save')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </li>
  );
};
