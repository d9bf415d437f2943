import type { ImapFlow } from 'imapflow';
import type pg from 'pg';
import type { TDeps } from '../../deps.ts';
import { connectImap, ImapConnectError, classifyImapError } from '../../lib/imap/imapConnect.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { reportUnlessStopping } from '../../lib/shutdown.ts';
import { listImapInboxes, recordMailboxError } from './emailMailbox.repo.ts';
import { announceMailboxReauthorization, authorizedAtOf } from './mailOauthAccess.ts';
import { loginSettings, settingsOf } from './imapLogin.ts';
import { syncPass } from './imapSync.ts';

/** pg_try_advisory_lock(LOCK_CLASS, inbox id): the node holding it is the one connected to that mailbox. */
export const IMAP_LOCK_CLASS = 7_254_010;
/** Consecutive refused logins after which the inbox is flagged "reauthorization required". */
export const AUTH_FAILURE_LIMIT = 3;

export interface TFetcherOptions {
  /** The safety poll: a pass this often even when IDLE said nothing (servers drop IDLE silently). */
  pollMs: number;
  /** How often the node looks for inboxes to take (new ones, ones another node let go). */
  scanMs: number;
  /** First wait after a failed connection; doubled up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Called when an inbox's repeated login failures raise "reauthorization required". */
  onReauthorizationRequired?: (inbox: { inboxId: number; accountId: number }) => Promise<void>;
}

export const DEFAULT_FETCHER_OPTIONS: TFetcherOptions = {
  pollMs: 60_000,
  scanMs: 30_000,
  backoffMs: 5_000,
  maxBackoffMs: 5 * 60_000,
};

type TImapRow = Awaited<ReturnType<typeof listImapInboxes>>[number];

/** What a session was started with: a change (new host, password, a new sign-in …) restarts it. */
const fingerprintOf = (row: TImapRow) =>
  JSON.stringify([settingsOf(row), row.channel.provider, authorizedAtOf(row.channel)]);

const sleep = (ms: number, signal: { wake: (() => void) | null }) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.wake = null;
      resolve();
    }
    signal.wake = done;
  });

/** One inbox's mailbox, held by this node: connect, pass, IDLE (or the safety poll), pass …, reconnect on loss. */
class MailboxSession {
  private running = true;
  private client: ImapFlow | null = null;
  private readonly signal: { wake: (() => void) | null } = { wake: null };
  readonly done: Promise<void>;

  constructor(
    private readonly deps: TDeps,
    readonly row: TImapRow,
    readonly fingerprint: string,
    private readonly opts: TFetcherOptions,
  ) {
    this.done = this.run();
  }

  private get target() {
    return { inboxId: this.row.inbox.id, accountId: this.row.inbox.accountId };
  }

  private async run() {
    let failures = 0;
    while (this.running) {
      try {
        const client = await connectImap(
          await loginSettings(this.deps, this.row),
          outboundPolicy(this.deps.config),
          this.deps.config.messaging.timeoutMs,
        );
        this.client = client;
        client.on('exists', () => this.signal.wake?.());
        client.on('close', () => this.signal.wake?.());
        await client.mailboxOpen('INBOX', { readOnly: true });
        failures = 0;
        while (this.running && client.usable) {
          let pass = await syncPass(this.deps, client, this.target);
          while (pass.more && this.running) pass = await syncPass(this.deps, client, this.target);
          if (!this.running) break;
          // IDLE until the server announces mail (EXISTS), the safety poll is due, or the connection ends;
          // the next pass's first command ends the IDLE.
          void client.idle().catch(() => undefined);
          await sleep(this.opts.pollMs, this.signal);
        }
      } catch (err) {
        if (!this.running) break;
        failures++;
        await this.recordFailure(err);
        await sleep(Math.min(this.opts.backoffMs * 2 ** (failures - 1), this.opts.maxBackoffMs), this.signal);
      } finally {
        const client = this.client;
        this.client = null;
        if (client?.usable) await client.logout().catch(() => client.close());
        else client?.close();
      }
    }
  }

  private async recordFailure(err: unknown) {
    const failure = err instanceof ImapConnectError ? err : classifyImapError(err);
    const isAuth = failure.stage === 'login';
    try {
      const { raised } = await recordMailboxError(this.deps.db, this.target, failure.message.slice(0, 500), {
        isAuth,
        limit: AUTH_FAILURE_LIMIT,
      });
      this.deps.log.warn({ inboxId: this.row.inbox.id, err: failure.message }, 'imap fetch failed');
      if (raised) {
        await announceMailboxReauthorization(this.deps, this.target);
        await this.opts.onReauthorizationRequired?.(this.target);
      }
    } catch (recordErr) {
      reportUnlessStopping(recordErr, () =>
        this.deps.log.error(
          { inboxId: this.row.inbox.id, err: (recordErr as Error).message },
          'imap error not recorded',
        ),
      );
    }
  }

  /** A pass now (e.g. a test or an admin's "check now"), instead of at the next IDLE news or poll. */
  wake() {
    this.signal.wake?.();
  }

  async stop() {
    this.running = false;
    this.signal.wake?.();
    this.client?.close();
    await this.done;
  }
}

/**
 * The node's IMAP fetcher (worker nodes): every scanMs it lists the email inboxes with IMAP on and takes
 * each one no node holds — pg_try_advisory_lock(IMAP_LOCK_CLASS, inbox id) on one connection of its own —
 * so each mailbox has exactly one connection across the installation. A node that stops (or loses that
 * connection) lets its locks go and another node takes its inboxes at its next scan. A changed setting
 * restarts the inbox's session; a disabled or deleted inbox ends it.
 */
export const startImapFetcher = (deps: TDeps, options: Partial<TFetcherOptions> = {}) => {
  const opts = { ...DEFAULT_FETCHER_OPTIONS, ...options };
  const sessions = new Map<number, MailboxSession>();
  let lockClient: pg.PoolClient | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let scanning: Promise<void> = Promise.resolve();

  const release = async (inboxId: number) => {
    const session = sessions.get(inboxId);
    sessions.delete(inboxId);
    await session?.stop();
    await lockClient?.query('SELECT pg_advisory_unlock($1, $2)', [IMAP_LOCK_CLASS, inboxId]).catch(() => undefined);
  };

  const dropLocks = async () => {
    const client = lockClient;
    lockClient = null;
    await Promise.all([...sessions.values()].map((s) => s.stop()));
    sessions.clear();
    client?.release(true);
  };

  const scan = async () => {
    const rows = await listImapInboxes(deps.db);
    const wanted = new Map(rows.filter((r) => r.channel.imapAddress).map((r) => [r.inbox.id, r]));
    for (const [id, session] of sessions) {
      const row = wanted.get(id);
      if (!row || fingerprintOf(row) !== session.fingerprint) await release(id);
    }
    if (stopped || ![...wanted.keys()].some((id) => !sessions.has(id))) return;
    if (!lockClient) {
      const client = await deps.db.$client.connect();
      // A lost lock connection has released every lock: this node lets every mailbox go.
      client.on('error', () => {
        if (lockClient === client) void dropLocks();
      });
      lockClient = client;
    }
    for (const [id, row] of wanted) {
      if (sessions.has(id) || stopped) continue;
      const { rows: got } = await lockClient.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS locked',
        [IMAP_LOCK_CLASS, id],
      );
      if (got[0]?.locked) sessions.set(id, new MailboxSession(deps, row, fingerprintOf(row), opts));
    }
  };

  const tick = () => {
    scanning = scan()
      .catch((err: unknown) =>
        reportUnlessStopping(err, () => deps.log.error({ err: (err as Error).message }, 'imap scan failed')),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, opts.scanMs);
      });
  };
  tick();

  return {
    /** Inbox ids whose mailbox this node holds now. */
    held: () => [...sessions.keys()],
    /** Scans now (tests; an inbox just switched on) and waits for it. */
    scanNow: async () => {
      await scanning;
      if (timer) clearTimeout(timer);
      tick();
      await scanning;
    },
    /** Asks an inbox's session for a pass now. */
    wake: (inboxId: number) => sessions.get(inboxId)?.wake(),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await scanning;
      await dropLocks();
    },
  };
};

export type TImapFetcher = ReturnType<typeof startImapFetcher>;
