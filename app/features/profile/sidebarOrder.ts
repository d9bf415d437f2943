/**
 * The order a user gave the sections of a side panel, kept in ui_settings under Chatwoot's keys and in its
 * shape (`[{ name }]`), so an order set in either app carries over.
 */
export type TSidebarOrderSetting = 'conversation_sidebar_items_order' | 'contact_sidebar_items_order';

/** The stored order's names that are known sections, then every section it lacks, in the default order. */
export const orderedSections = <K extends string>(defaults: readonly K[], stored: unknown): K[] => {
  const names = Array.isArray(stored)
    ? stored.map((item: unknown) =>
        typeof item === 'string' ? item : ((item as { name?: unknown } | null)?.name ?? null),
      )
    : [];
  const known = names.filter((n): n is K => typeof n === 'string' && (defaults as readonly string[]).includes(n));
  const chosen = [...new Set(known)];
  return [...chosen, ...defaults.filter((k) => !chosen.includes(k))];
};

/** The order with one section moved by `delta` places (kept inside the list). */
export const moveSection = <K extends string>(order: readonly K[], key: K, delta: number): K[] => {
  const from = order.indexOf(key);
  const to = Math.min(order.length - 1, Math.max(0, from + delta));
  if (from < 0 || from === to) return [...order];
  const next = order.filter((k) => k !== key);
  next.splice(to, 0, key);
  return next;
};

/** What ui_settings stores for an order. */
export const storedOrder = (order: readonly string[]) => order.map((name) => ({ name }));

/** What the arrange-sections button and dialog take. */
export interface TArrangeSectionsProps<K extends string = string> {
  /** The sections in their current order, each with its visible title. */
  order: readonly K[];
  labels: Record<K, string>;
  defaults: readonly K[];
  onChange: (order: K[]) => void;
}
