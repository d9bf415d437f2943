import { useTranslation } from 'react-i18next';
import {
  CONDITION_ATTRIBUTES,
  CUSTOM_ATTRIBUTE_OPERATORS,
  isStandardAttribute,
  MESSAGE_ATTRIBUTES,
  MESSAGE_TYPE_NAMES,
  VALUELESS_OPERATORS,
  type TAutomationCondition,
  type TConditionAttribute,
  type TAutomationEvent,
  type TFilterOperator,
} from '../../../common/contracts/automation.ts';
import { CONVERSATION_STATUSES, PRIORITIES } from '../../../common/contracts/conversations.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import type { TAutomationOptions, TOption } from './useAutomationOptions.ts';

interface TProps {
  event: TAutomationEvent;
  conditions: TAutomationCondition[];
  options: TAutomationOptions;
  errors: Record<number, string>;
  onChange: (conditions: TAutomationCondition[]) => void;
}

export const emptyCondition = (): TAutomationCondition => ({
  attribute_key: 'status',
  filter_operator: 'equal_to',
  values: [],
  query_operator: 'and',
});

/** Operators the attribute allows: the standard list, or its custom attribute type's. */
const operatorsOf = (key: string, options: TAutomationOptions): readonly TFilterOperator[] => {
  if (isStandardAttribute(key)) return CONDITION_ATTRIBUTES[key].operators;
  const def = options.customAttributes.find((d) => d.attribute_key === key);
  return def ? CUSTOM_ATTRIBUTE_OPERATORS[def.attribute_display_type] : ['equal_to'];
};

/** Condition rows joined by AND/OR: attribute, operator and the value its type takes. */
export const ConditionList = ({ event, conditions, options, errors, onChange }: TProps) => {
  const { t } = useTranslation();
  const set = (i: number, c: TAutomationCondition) => onChange(conditions.map((x, j) => (j === i ? c : x)));
  const attributes: TOption[] = [
    ...(Object.keys(CONDITION_ATTRIBUTES) as TConditionAttribute[])
      .filter((k) => event === 'message_created' || !MESSAGE_ATTRIBUTES.includes(k))
      .map((k) => ({ value: k, label: t(`automation.attributes.${k}`) })),
    ...options.customAttributes.map((d) => ({ value: d.attribute_key, label: d.attribute_display_name })),
  ];
  const valueOptions = (key: string): TOption[] | null => {
    const input = isStandardAttribute(key) ? CONDITION_ATTRIBUTES[key].input : 'text';
    switch (input) {
      case 'status':
        return CONVERSATION_STATUSES.map((s) => ({ value: s, label: t(`automation.statuses.${s}`) }));
      case 'priority':
        return ([...PRIORITIES, 'none'] as const).map((p) => ({ value: p, label: t(`automation.priorities.${p}`) }));
      case 'message_type':
        return MESSAGE_TYPE_NAMES.map((m) => ({ value: m, label: t(`automation.messageTypes.${m}`) }));
      case 'inbox':
        return options.inboxes;
      case 'team':
        return options.teams;
      case 'agent':
        return options.agents;
      case 'label':
        return options.labels;
      case 'text':
        return null;
    }
  };
  return (
    <ol className="space-y-2">
      {conditions.map((c, i) => {
        const label = t('automation.conditionN', { n: i + 1 });
        const choices = valueOptions(c.attribute_key);
        const needsValue = !VALUELESS_OPERATORS.includes(c.filter_operator);
        const value = c.values[0] === undefined ? '' : String(c.values[0]);
        return (
          <li key={i} aria-label={label} className="space-y-2">
            <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <select
                aria-label={t('automation.attributeOf', { item: label })}
                value={c.attribute_key}
                onChange={(e) => {
                  const key = e.target.value;
                  const custom = options.customAttributes.find((d) => d.attribute_key === key);
                  set(i, {
                    ...c,
                    attribute_key: key,
                    filter_operator: operatorsOf(key, options)[0] ?? 'equal_to',
                    values: [],
                    ...(custom
                      ? { custom_attribute_type: custom.attribute_model }
                      : { custom_attribute_type: undefined }),
                  });
                }}
                className={`${inputClass(false)} max-w-52`}
              >
                {attributes.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <select
                aria-label={t('automation.operatorOf', { item: label })}
                value={c.filter_operator}
                onChange={(e) => set(i, { ...c, filter_operator: e.target.value as TFilterOperator })}
                className={`${inputClass(false)} max-w-44`}
              >
                {operatorsOf(c.attribute_key, options).map((op) => (
                  <option key={op} value={op}>
                    {t(`automation.operators.${op}`)}
                  </option>
                ))}
              </select>
              {needsValue && choices ? (
                <select
                  aria-label={t('automation.valueOf', { item: label })}
                  value={value}
                  onChange={(e) => set(i, { ...c, values: e.target.value ? [e.target.value] : [] })}
                  className={`${inputClass(false)} max-w-52`}
                >
                  <option value="">{t('automation.choose')}</option>
                  {choices.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : null}
              {needsValue && !choices ? (
                <input
                  dir="auto"
                  aria-label={t('automation.valueOf', { item: label })}
                  value={value}
                  onChange={(e) => set(i, { ...c, values: e.target.value ? [e.target.value] : [] })}
                  className={`${inputClass(false)} max-w-52`}
                />
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('automation.remove', { item: label })}
                disabled={conditions.length === 1}
                onClick={() => onChange(conditions.filter((_, j) => j !== i))}
              >
                <Icon name="trash" className="size-4" />
              </Button>
            </div>
            {errors[i] ? <p className="text-sm text-red-600 dark:text-red-400">{errors[i]}</p> : null}
            {i < conditions.length - 1 ? (
              <select
                aria-label={t('automation.joinOf', { item: label })}
                value={c.query_operator}
                onChange={(e) => set(i, { ...c, query_operator: e.target.value as 'and' | 'or' })}
                className={`${inputClass(false)} w-24`}
              >
                <option value="and">{t('automation.and')}</option>
                <option value="or">{t('automation.or')}</option>
              </select>
            ) : null}
          </li>
        );
      })}
      <li>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="plus" className="size-4" />}
          onClick={() => onChange([...conditions, emptyCondition()])}
        >
          {t('automation.addCondition')}
        </Button>
      </li>
    </ol>
  );
};
