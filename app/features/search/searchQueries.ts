import { api } from '../../lib/api.ts';

/** The search page's calls (part 2 §7 "Search"): three in parallel, one per kind. */
export const SEARCH_KINDS = ['contacts', 'conversations', 'messages'] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];

export const searchKeys = {
  all: (accountId: number) => ['accounts', accountId, 'search'] as const,
  kind: (accountId: number, kind: TSearchKind, q: string) => [...searchKeys.all(accountId), kind, q] as const,
};

export interface TContactHit {
  id: number;
  name: string;
  email?: string | null;
  phone_number?: string | null;
  thumbnail?: string | null;
}

export interface TConversationHit {
  id: number;
  status?: string;
  inbox_id?: number;
  created_at?: number;
  last_activity_at?: number | null;
  contact?: { name?: string; thumbnail?: string | null } | null;
  meta?: { sender?: { name?: string; thumbnail?: string | null } | null };
  messages?: { content?: string | null }[];
}

export interface TMessageHit {
  id: number;
  content: string | null;
  conversation_id: number;
  created_at: number;
  message_type?: number;
  sender?: { name?: string; thumbnail?: string | null } | null;
}

/** Each kind's route answers its own schema (server/features/search/search.routes.ts). */
const SEARCH_CONTRACTS = {
  contacts: 'searchContacts',
  conversations: 'searchConversations',
  messages: 'searchMessages',
} as const;

type THits = { contacts: TContactHit[]; conversations: TConversationHit[]; messages: TMessageHit[] };

export const searchKind = async <K extends TSearchKind>(accountId: number, kind: K, q: string): Promise<THits[K]> => {
  const res = await api<{ payload?: Partial<THits> }>(
    `/api/v1/accounts/${accountId}/search/${kind}?q=${encodeURIComponent(q)}`,
    { contract: SEARCH_CONTRACTS[kind] },
  );
  return res.payload?.[kind] ?? [];
};
