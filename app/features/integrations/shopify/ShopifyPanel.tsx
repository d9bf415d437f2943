import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TShopifyOrder } from '../../../../common/contracts/shopify.ts';
import { Alert } from '../../../components/Alert.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useShopifyOrders } from './shopifyOrders.ts';

interface TShopifyPanelProps {
  accountId: number;
  /** The conversation's contact: the store's customers are found by its email address and phone number. */
  contact: { id: number; email?: string | null; phone_number?: string | null };
  /** The store's token was refused: an administrator must reconnect. */
  needsReconnect: boolean;
}

const TONES: Record<string, string> = {
  paid: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  authorized: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  refunded: 'bg-slate-100 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200',
  voided: 'bg-slate-100 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200',
};
const toneOf = (status: string | null) =>
  TONES[status ?? ''] ?? 'bg-slate-100 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200';

/** The total in the store's currency, in the UI's language (the amount as Shopify wrote it if the currency is odd). */
const totalOf = (o: TShopifyOrder, lng: string) => {
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency: o.currency }).format(Number(o.total_price));
  } catch {
    return `${o.total_price} ${o.currency}`;
  }
};

const dateOf = (iso: string, lng: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(d);
};

/**
 * The conversation sidebar's Shopify section (its own lazy chunk): the contact's recent orders in the connected
 * store, each with its number linking to the store's admin, date, payment and fulfilment status and total.
 */
export const ShopifyPanel = ({ accountId, contact, needsReconnect }: TShopifyPanelProps) => {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const hasContactInfo = Boolean(contact.email || contact.phone_number);
  const orders = useShopifyOrders(accountId, contact.id, hasContactInfo);
  const lng = i18n.language;
  const list = orders.data?.orders ?? [];

  return (
    <section aria-labelledby={headingId} className="border-b border-slate-100 px-4 py-3 dark:border-slate-800">
      <h3
        id={headingId}
        className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase rtl:tracking-normal dark:text-slate-400"
      >
        {t('shopifyPanel.title')}
      </h3>
      {needsReconnect ? (
        <Alert tone="info" className="mb-2 text-xs">
          {t('shopifyPanel.reconnect')}
        </Alert>
      ) : null}
      {!hasContactInfo ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('shopifyPanel.noContactInfo')}</p>
      ) : orders.isError ? (
        <Alert className="text-xs">{apiErrorMessage(orders.error, t)}</Alert>
      ) : orders.isPending ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('shopifyPanel.loading')}</p>
      ) : list.length === 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('shopifyPanel.empty')}</p>
      ) : (
        <ul aria-label={t('shopifyPanel.ordersLabel')} className="space-y-2">
          {list.map((o) => {
            const name = o.name ?? `#${o.order_number ?? o.id}`;
            return (
              <li key={o.id} className="rounded-lg border border-slate-200 px-2.5 py-2 text-sm dark:border-slate-700">
                <div className="flex items-baseline justify-between gap-2">
                  <a
                    href={o.admin_url}
                    target="_blank"
                    rel="noreferrer noopener"
                    aria-label={t('shopifyPanel.openOrder', { name })}
                    className="font-semibold text-woot-700 hover:underline dark:text-woot-300"
                  >
                    <bdi>{name}</bdi>
                  </a>
                  <span className="font-medium text-slate-900 tabular-nums dark:text-white">
                    <span className="sr-only">{t('shopifyPanel.total')} </span>
                    <bdi>{totalOf(o, lng)}</bdi>
                  </span>
                </div>
                <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                  <span className="sr-only">{t('shopifyPanel.placedOn')} </span>
                  {dateOf(o.created_at, lng)}
                </p>
                <dl className="mt-1 flex flex-wrap gap-1.5 text-xs">
                  <div>
                    <dt className="sr-only">{t('shopifyPanel.payment')}</dt>
                    <dd className={`rounded-full px-2 py-0.5 font-medium ${toneOf(o.financial_status)}`}>
                      {t(`shopifyPanel.financial.${o.financial_status ?? 'unknown'}`, {
                        defaultValue: o.financial_status ?? t('shopifyPanel.financial.unknown'),
                      })}
                    </dd>
                  </div>
                  <div>
                    <dt className="sr-only">{t('shopifyPanel.fulfillment')}</dt>
                    <dd className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700 dark:bg-slate-700/60 dark:text-slate-200">
                      {t(`shopifyPanel.fulfillmentStatus.${o.fulfillment_status ?? 'unfulfilled'}`, {
                        defaultValue: o.fulfillment_status ?? '',
                      })}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
