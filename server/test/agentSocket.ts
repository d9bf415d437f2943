import type { TDb } from '../db/client.ts';
import { appendTestEvent } from './appendTestEvent.ts';
import { connectCable, type TReceived } from './cableClient.ts';
import type { TMember } from './factories.ts';

/**
 * An agent's socket on the account's channel, for tests of what it hears: `marker(n)` writes an account-wide
 * event and waits until the socket received it (every event written before it has been handed on or held back
 * by then), `heard()` lists the contents of the message.created events received so far.
 */
export const listenAsAgent = async (db: TDb, baseUrl: string, agent: TMember) => {
  const tab = await connectCable(baseUrl);
  const sub = await tab.subscribe({
    pubsub_token: agent.user.pubsubToken,
    account_id: agent.accountId,
    user_id: agent.user.id,
  });
  const marker = async (n: number) => {
    await db.transaction((tx) =>
      appendTestEvent(tx, agent.accountId, 'page:reload', { marker: n }, { kind: 'account' }),
    );
    await tab.waitFor(
      (f: TReceived) =>
        typeof f.message === 'object' && f.message.event === 'page:reload' && f.message.data.marker === n,
    );
  };
  const heard = () =>
    tab
      .events()
      .filter((e) => e.event === 'message.created')
      .map((e) => e.data.content);
  return { tab, confirmed: sub.confirmed, marker, heard };
};
