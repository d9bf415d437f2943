import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's dovecot-imapd (`.ci/run` installs it); tests that need a real IMAP server skip without it. */
export const DOVECOT = '/usr/sbin/dovecot';
export const hasDovecot = async () =>
  fs.access(DOVECOT).then(
    () => true,
    () => false,
  );

/** Mail is stored as this user (dovecot refuses root; nobody exists on every Debian). */
const MAIL_UID = 65534;
const MAIL_GID = 65534;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const listening = async (port: number, deadline: number): Promise<void> => {
  const ok = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('* OK'));
    });
    socket.once('error', () => resolve(false));
  });
  if (ok) return;
  if (Date.now() > deadline) throw new Error(`dovecot did not listen on ${port}`);
  await new Promise((r) => setTimeout(r, 100));
  return listening(port, deadline);
};

/**
 * A real IMAP server for tests: its own dovecot (master, imap-login, imap) on a free local port with a
 * temporary config, users with plain passwords (LOGIN over a plain connection, local only), Maildir storage
 * and a \Sent folder. Each test file starts its own and stops it; nothing outside the temp folder is touched.
 * Runs as root (the test machines are root; dovecot drops to its own users), mail owned by `nobody`.
 * With `oauthTokenInfoUrl`, it also takes XOAUTH2 / OAUTHBEARER sign-ins as Gmail does: dovecot asks that URL
 * (the access token appended) whose address the token is, and lets the token in as that mailbox only.
 */
export const startDovecot = async (users: Record<string, string>, options: { oauthTokenInfoUrl?: string } = {}) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'helpdesk-dovecot-'));
  await fs.chmod(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'dovecot.conf');
  const passwd = Object.entries(users)
    .map(([user, pass]) => `${user}:{PLAIN}${pass}::::::`)
    .join('\n');
  await fs.writeFile(path.join(dir, 'passwd'), `${passwd}\n`, { mode: 0o644 });
  if (options.oauthTokenInfoUrl) {
    await fs.writeFile(
      path.join(dir, 'oauth2.conf'),
      `tokeninfo_url = ${options.oauthTokenInfoUrl}\nintrospection_mode = get\nusername_attribute = email\n`,
      { mode: 0o644 },
    );
  }
  const oauthPassdb = options.oauthTokenInfoUrl
    ? `passdb {\n  driver = oauth2\n  mechanisms = xoauth2 oauthbearer\n  args = ${dir}/oauth2.conf\n}\n`
    : '';
  await fs.mkdir(path.join(dir, 'mail'));
  await fs.chown(path.join(dir, 'mail'), MAIL_UID, MAIL_GID);
  await fs.writeFile(
    conf,
    `
instance_name = helpdesk-test-${port}
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
listen = 127.0.0.1
protocols = imap
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login${options.oauthTokenInfoUrl ? ' xoauth2 oauthbearer' : ''}
first_valid_uid = ${MAIL_UID}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
${oauthPassdb}userdb {
  driver = static
  args = uid=${MAIL_UID} gid=${MAIL_GID} home=${dir}/mail/%u${options.oauthTokenInfoUrl ? ' allow_all_users=yes' : ''}
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  unix_listener stats-writer {
    mode = 0666
  }
}
`,
  );
  await new Promise<void>((resolve, reject) => {
    const p = spawn(DOVECOT, ['-c', conf], { stdio: 'ignore' });
    p.once('error', reject);
    p.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`dovecot exited with ${code}`))));
  });
  await listening(port, Date.now() + 10_000).catch(async (err: unknown) => {
    const log = await fs.readFile(path.join(dir, 'dovecot.log'), 'utf8').catch(() => '');
    throw new Error(`${(err as Error).message}\n${log}`);
  });
  const doveadm = (...args: string[]) => run('/usr/bin/doveadm', ['-c', conf, ...args]);
  return {
    host: '127.0.0.1',
    port,
    /**
     * Delivers a message into a user's INBOX as a mail server does, through dovecot's own delivery agent
     * (dovecot-lda: the mailbox's indexes, UIDs and IDLE notices are dovecot's).
     */
    deliver: (user: string, raw: Buffer) =>
      new Promise<void>((resolve, reject) => {
        const p = spawn('/usr/lib/dovecot/dovecot-lda', ['-c', conf, '-d', user], {
          stdio: ['pipe', 'ignore', 'pipe'],
        });
        let err = '';
        p.stderr.on('data', (d: Buffer) => (err += d.toString()));
        p.once('error', reject);
        p.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`dovecot-lda exited ${code}: ${err}`))));
        p.stdin.end(raw);
      }),
    /** Gives a user's mailbox a new UIDVALIDITY (as a server rebuilding its indexes does). */
    setUidValidity: async (user: string, mailbox: string, uidValidity: number) => {
      await doveadm('mailbox', 'update', '-u', user, '--uid-validity', String(uidValidity), mailbox);
    },
    /** The raw messages of a user's mailbox, oldest first (what a mail client would see there). */
    messages: async (user: string, mailbox: string) => {
      const { stdout } = await doveadm('-f', 'pager', 'fetch', '-u', user, 'text', 'mailbox', mailbox);
      return stdout
        .split(/^\f?\n?text:\n/m) // each record starts with its field's name (a form feed between some)
        .map((block) => block.replace(/\f\n?$/, ''))
        .filter((s) => s.trim() !== '');
    },
    /** dovecot's own log (auth and IMAP errors), for a failing test's message. */
    log: () => fs.readFile(path.join(dir, 'dovecot.log'), 'utf8').catch(() => ''),
    stop: async () => {
      await run(DOVECOT, ['-c', conf, 'stop']).catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
};
export type TDovecot = Awaited<ReturnType<typeof startDovecot>>;
