import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CableConnection, type TCableStatus, type TSocketLike } from '../../../common/cableConnection.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { adminCall, buildWebsiteInbox, widgetVisitor } from './widgetTestKit.ts';

/**
 * The widget's realtime link (the shared cable client with a visitor's pubsub_token, as widget/chat/useChat.ts
 * builds it) against the real server, through a TCP relay that can fall silent without closing: what a
 * visitor's laptop sees when its Wi-Fi drops under an open socket.
 */
const t = setupTestApp();
let port = 0;
beforeAll(async () => {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
});

/** Relays TCP to the app; `silence()` stops every open connection both ways while leaving it open. */
const relay = async () => {
  const open: { silent: boolean }[] = [];
  const sockets: net.Socket[] = [];
  const server = net.createServer((client) => {
    const link = { silent: false };
    open.push(link);
    const upstream = net.connect(port, '127.0.0.1');
    sockets.push(client, upstream);
    client.on('data', (d) => {
      if (!link.silent) upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (!link.silent) client.write(d);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as net.AddressInfo).port}/cable`,
    connections: () => open.length,
    silence: () => {
      for (const link of open) link.silent = true;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

const until = async (test: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe("the widget's realtime link", () => {
  it('replaces a silent connection and resumes from its last seq: no reply the agent sent meanwhile is lost', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const visitor = await widgetVisitor(t, inbox.website_token, '203.0.113.40');
    const conv = (await visitor.call('POST', '/conversations', { message: { content: 'Hi' } })).json<{ id: number }>();
    const reply = (content: string) => adminCall(t, admin)('POST', `/conversations/${conv.id}/messages`, { content });

    const wire = await relay();
    cleanups.push(wire.close);
    const replies: string[] = [];
    const statuses: TCableStatus[] = [];
    let resyncs = 0;
    const link = new CableConnection({
      url: wire.url,
      identity: { pubsub_token: visitor.config.contact.pubsub_token },
      createSocket: (url) => new WebSocket(url) as unknown as TSocketLike,
      onEvent: (event, data) => {
        const m = data as { content?: string; message_type?: number };
        if (event === 'message.created' && m.message_type === 1) replies.push(String(m.content));
      },
      onResync: () => {
        resyncs += 1;
      },
      onStatus: (s) => statuses.push(s),
      presenceEveryMs: 0,
      staleAfterMs: 1_500, // the server pings every 3 s; the widget waits 10 s
      minBackoffMs: 20,
      maxBackoffMs: 50,
    });
    cleanups.push(() => link.stop());
    link.start();
    await until(() => statuses.includes('connected'));
    await reply('one');
    await until(() => replies.length === 1);

    wire.silence(); // no frame either way, no FIN: only the missing pings tell
    await reply('two');
    await reply('three');
    await until(() => replies.length === 3);

    expect(replies).toEqual(['one', 'two', 'three']);
    expect(wire.connections()).toBe(2);
    expect(statuses.filter((s) => s === 'connected')).toHaveLength(2);
    expect(resyncs).toBe(0);
    await reply('four'); // and the new connection is live
    await until(() => replies.length === 4);
    expect(replies).toEqual(['one', 'two', 'three', 'four']);
  });
});
