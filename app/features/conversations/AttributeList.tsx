import { useTranslation } from 'react-i18next';
import { ofModel, attributeLines, useCustomAttributes } from '../customAttributes/index.ts';

/**
 * The conversation's and the contact's custom attributes, named by their definitions (a key without
 * one is humanised) and formatted by display type; label above value, so nothing is cut short.
 */
export const AttributeList = ({
  accountId,
  conversationAttributes,
  contactAttributes,
}: {
  accountId: number;
  conversationAttributes: Record<string, unknown> | undefined;
  contactAttributes: Record<string, unknown> | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const defs = useCustomAttributes(accountId).data;
  const words = { yes: t('conversations.panel.yes'), no: t('conversations.panel.no') };
  const lines = [
    ...attributeLines(conversationAttributes, ofModel(defs, 'conversation_attribute'), i18n.language, words),
    ...attributeLines(contactAttributes, ofModel(defs, 'contact_attribute'), i18n.language, words),
  ];
  if (!lines.length) return <p className="text-xs text-slate-500">{t('conversations.panel.noAttributes')}</p>;
  return (
    <dl className="space-y-2 text-sm">
      {lines.map((l, i) => (
        <div key={`${i}:${l.key}`}>
          {/* Lines follow the page's side; each text keeps its own direction (bdi). */}
          <dt className="text-xs break-words text-slate-500 dark:text-slate-400" title={l.key}>
            <bdi>{l.label}</bdi>
          </dt>
          <dd className="break-words text-slate-800 dark:text-slate-200">
            {l.href ? (
              <a
                dir="auto"
                href={l.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-woot-700 hover:underline dark:text-woot-300"
              >
                {l.value}
              </a>
            ) : (
              <bdi>{l.value}</bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
};
