import crypto from 'node:crypto';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { TCableFrame } from '../../common/realtime.ts';
import type { TDeps } from '../deps.ts';
import type { TApp } from '../http.ts';
import { safeEqual } from '../lib/crypto.ts';
import type { RealtimeHub, TSubscription } from './hub.ts';
import type { TAgentScope, TScopeOf } from './scope.ts';
import { agentArrived, agentLeft, agentHeartbeat } from './presence.service.ts';
import { announceViewing, ZViewingAction } from './viewing.ts';
import { resolveVisitorSubscriber, visitorFrame } from '../features/widget/index.ts';

const PING_MS = 3000;

const ZCommand = z.object({
  command: z.enum(['subscribe', 'unsubscribe', 'message']),
  identifier: z.string().max(2000),
  data: z.string().max(10_000).optional(),
});

const ZIdentifier = z.object({
  channel: z.literal('RoomChannel'),
  pubsub_token: z.string().min(1).max(128),
  account_id: z.coerce.number().int().positive().optional(),
  user_id: z.coerce.number().int().positive().optional(),
  since: z.coerce.number().int().min(0).optional(),
});

/** An agent names their account and user and proves it with the user's pubsub token. */
const resolveAgent = async (scopeOf: TScopeOf, id: z.infer<typeof ZIdentifier>): Promise<TAgentScope | null> => {
  if (!id.account_id || !id.user_id) return null;
  // The token is compared with the one read with the scope (one snapshot): a rotation committed before it
  // refuses this subscription, one committed after it is an access change the hub hands on (and ends it).
  const scope = await scopeOf(id.account_id, id.user_id);
  return scope && safeEqual(scope.pubsubToken, id.pubsub_token) ? scope : null;
};

/** ActionCable-compatible websocket at /cable, one RoomChannel subscription per account or visitor. */
export const registerCable = async (app: TApp, deps: TDeps, hub: RealtimeHub, nodeId: string, scopeOf: TScopeOf) => {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Socket clean-up (presence, auto-offline) finishes before the database pool is closed.
  const closing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all([...closing]);
  });

  app.get('/cable', { websocket: true, schema: { hide: true } }, (socket: WebSocket) => {
    const subs = new Map<string, TSubscription>();
    const send = (frame: TCableFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const sendText = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    // Commands are handled one at a time, in order, so a subscribe finishes before the next command.
    let queue = Promise.resolve();
    send({ type: 'welcome' });
    const ping = setInterval(() => send({ type: 'ping', message: Math.floor(Date.now() / 1000) }), PING_MS);

    /** Ends a subscription (presence: the agent's last one on this node leaves). */
    const release = async (sub: TSubscription) => {
      hub.unsubscribe(sub);
      const s = sub.subscriber;
      if (s.kind === 'agent' && !hub.hasAgent(s.accountId, s.userId))
        await agentLeft(deps, s.accountId, s.userId, nodeId);
    };

    /**
     * The hub ended a subscription: its user lost the account. The client is told the subscription
     * is rejected; a socket left with none is told not to reconnect and closed.
     */
    const revoked = (sub: TSubscription) => {
      if (subs.get(sub.identifier) !== sub) return;
      subs.delete(sub.identifier);
      send({ type: 'reject_subscription', identifier: sub.identifier });
      if (subs.size === 0) {
        send({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
        socket.close();
      }
      // After any command still running (a subscribe's presence heartbeat), like the socket's own clean-up.
      queue = queue
        .then(() => release(sub))
        .catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'cable clean-up failed'));
    };

    const handle = async (raw: string) => {
      const parsed = ZCommand.safeParse(JSON.parse(raw));
      if (!parsed.success) return;
      const { command, identifier, data } = parsed.data;
      if (command === 'subscribe') {
        if (subs.has(identifier)) return;
        const id = ZIdentifier.safeParse(JSON.parse(identifier));
        // Agents name their account and user; a visitor (widget, client API) sends only its contact inbox's token.
        const isVisitor = id.success && id.data.account_id === undefined && id.data.user_id === undefined;
        const agent = id.success && !isVisitor ? await resolveAgent(scopeOf, id.data) : null;
        const subscriber = !id.success
          ? null
          : isVisitor
            ? await resolveVisitorSubscriber(deps, id.data.pubsub_token)
            : (agent?.subscriber ?? null);
        if (!id.success || !subscriber) return send({ type: 'reject_subscription', identifier });
        const deliver = subscriber.kind === 'visitor' ? (f: TCableFrame) => send(visitorFrame(f)) : send;
        const sub: TSubscription = {
          identifier,
          subscriber,
          send: deliver,
          ...(agent && {
            sendText,
            scopeSeq: agent.seq,
            pubsubToken: id.data.pubsub_token,
            onRevoked: () => revoked(sub),
          }),
          lastSeq: 0,
          buffer: null,
        };
        subs.set(identifier, sub);
        if (id.data.since === undefined) {
          // A fresh subscription learns where the log stands (`seq`), so it can resume from there later.
          await hub.subscribe(sub);
          if (subs.get(identifier) !== sub) return; // revoked meanwhile
          send({ type: 'confirm_subscription', identifier, seq: sub.lastSeq });
        } else {
          send({ type: 'confirm_subscription', identifier });
          await hub.subscribe(sub, id.data.since);
        }
        if (subscriber.kind === 'agent') await agentArrived(deps, subscriber.accountId, subscriber.userId, nodeId);
      } else if (command === 'unsubscribe') {
        const sub = subs.get(identifier);
        if (!sub) return;
        subs.delete(identifier);
        hub.unsubscribe(sub);
      } else {
        const sub = subs.get(identifier);
        const action = (JSON.parse(data ?? '{}') as { action?: string }).action;
        const viewing = ZViewingAction.safeParse(JSON.parse(data ?? '{}'));
        if (sub?.subscriber.kind === 'agent' && viewing.success)
          await announceViewing(deps, sub.subscriber, viewing.data);
        if (sub?.subscriber.kind === 'agent' && action === 'update_presence') {
          const snapshot = await agentHeartbeat(deps, sub.subscriber.accountId, sub.subscriber.userId, nodeId);
          send({ identifier, message: { event: 'presence.update', data: snapshot } });
        }
      }
    };

    socket.on('message', (buf: Buffer) => {
      queue = queue
        .then(() => handle(buf.toString()))
        .catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'cable command failed'));
    });
    socket.on('close', () => {
      clearInterval(ping);
      const done = queue
        .then(async () => {
          for (const sub of subs.values()) await release(sub);
          subs.clear();
        })
        .catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'cable clean-up failed'))
        .finally(() => closing.delete(done));
      closing.add(done);
    });
  });
};

export const newNodeId = () => `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
