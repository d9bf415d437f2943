import { LinearPanel } from './linear/LinearPanel.tsx';
import { ShopifyPanel } from './shopify/ShopifyPanel.tsx';
import type { THookStatus } from './useHookStatus.ts';

interface TIntegrationSectionsProps {
  accountId: number;
  conversationId: number;
  /** The contact's name, for a Linear issue's prefilled description. */
  contactName: string;
  /** The conversation's contact: the store's customers are found by its email address and phone number. */
  contact: { id: number; email?: string | null; phone_number?: string | null } | null | undefined;
  linear: THookStatus;
  shopify: THookStatus;
}

/**
 * The conversation sidebar's integration sections, one lazy chunk (the conversation screen pays for one dynamic
 * import): Linear's issues when Linear is connected, the contact's Shopify orders when a store is.
 */
export const IntegrationSections = ({
  accountId,
  conversationId,
  contactName,
  contact,
  linear,
  shopify,
}: TIntegrationSectionsProps) => (
  <>
    {linear.connected ? (
      <LinearPanel
        accountId={accountId}
        conversationId={conversationId}
        contactName={contactName}
        needsReconnect={linear.needsReconnect}
      />
    ) : null}
    {shopify.connected && contact ? (
      <ShopifyPanel accountId={accountId} contact={contact} needsReconnect={shopify.needsReconnect} />
    ) : null}
  </>
);
