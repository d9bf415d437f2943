import net from 'node:net';

/**
 * A minimal IMAP4rev1 server for tests: what imapflow needs to log in (LOGIN or AUTHENTICATE XOAUTH2),
 * open INBOX (SELECT/EXAMINE with UIDVALIDITY and UIDNEXT), search (ALL, UID ranges, SINCE), fetch
 * (UID, FLAGS, INTERNALDATE, RFC822.SIZE, BODY[] / BODY.PEEK[] and header fields) and IDLE. It records
 * every command, so tests can prove mail is only ever peeked at (no \Seen, no STORE, no MOVE).
 */

interface TStoredMail {
  uid: number;
  raw: Buffer;
  date: Date;
  flags: Set<string>;
}

interface TMailbox {
  uidValidity: number;
  uidNext: number;
  mails: TStoredMail[];
}

interface TSession {
  socket: net.Socket;
  user: string | null;
  selected: boolean;
  /** The tag of a running IDLE, waiting for DONE. */
  idleTag: string | null;
  /** How many messages the session has been told about (EXISTS). */
  known: number;
}

export interface TImapServerOptions {
  /** login → password (LOGIN). */
  users?: Record<string, string>;
  /** login → accepted bearer tokens (AUTHENTICATE XOAUTH2); change it while running to revoke one. */
  tokens?: Record<string, string[]>;
}

const CAPABILITIES = 'IMAP4rev1 IDLE NAMESPACE ID ENABLE AUTH=XOAUTH2';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Splits an IMAP argument string into atoms, quoted strings and parenthesised groups (kept as text). */
const tokenize = (text: string): string[] => {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ') {
      i++;
    } else if (c === '"') {
      let s = '';
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\') i++;
        s += text[i] ?? '';
        i++;
      }
      i++;
      out.push(s);
    } else if (c === '(') {
      let depth = 0;
      const start = i;
      do {
        if (text[i] === '(') depth++;
        if (text[i] === ')') depth--;
        i++;
      } while (i < text.length && depth > 0);
      out.push(text.slice(start, i));
    } else {
      const start = i;
      while (i < text.length && text[i] !== ' ') {
        if (text[i] === '[') {
          while (i < text.length && text[i] !== ']') i++;
        }
        i++;
      }
      out.push(text.slice(start, i));
    }
  }
  return out;
};

/** A sequence set (1:3,5,7:*) against the largest number: membership test. */
const inSet = (set: string, max: number) => {
  const ranges = set.split(',').map((part) => {
    const [a, b] = part.split(':');
    const n = (x: string | undefined) => (x === '*' ? max : Number(x));
    const lo = n(a);
    const hi = b === undefined ? lo : n(b);
    return [Math.min(lo, hi), Math.max(lo, hi)] as const;
  });
  return (x: number) => ranges.some(([lo, hi]) => x >= lo && x <= hi);
};

const imapDate = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
};

const parseSearchDate = (s: string) => {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(s);
  if (!m) return null;
  return Date.UTC(
    Number(m[3]),
    MONTHS.findIndex((x) => x.toLowerCase() === m[2]?.toLowerCase()),
    Number(m[1]),
  );
};

/** The header lines of `raw` named in `names` (BODY[HEADER.FIELDS (...)]), with the blank line that ends them. */
const headerFields = (raw: Buffer, names: string[]) => {
  const head = raw.toString('latin1').split(/\r?\n\r?\n/)[0] ?? '';
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const lines: string[] = [];
  let keep = false;
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line)) {
      if (keep) lines.push(line);
      continue;
    }
    keep = wanted.has(line.split(':')[0]?.trim().toLowerCase() ?? '');
    if (keep) lines.push(line);
  }
  return Buffer.from(`${lines.join('\r\n')}${lines.length ? '\r\n' : ''}\r\n`, 'latin1');
};

export const startImapServer = async (opts: TImapServerOptions = {}) => {
  const users = opts.users ?? {};
  const tokens = opts.tokens ?? {};
  const boxes = new Map<string, TMailbox>();
  const sessions = new Set<TSession>();
  /** Every command received, "LOGIN", "UID FETCH 1:* (UID BODY.PEEK[])" … (credentials left out). */
  const commands: string[] = [];
  let logins = 0;
  let validity = 1000 + Math.floor(Math.random() * 1000);

  const boxOf = (user: string) => {
    let box = boxes.get(user);
    if (!box) {
      box = { uidValidity: validity++, uidNext: 1, mails: [] };
      boxes.set(user, box);
    }
    return box;
  };

  const write = (s: TSession, line: string | Buffer) => {
    if (!s.socket.writable) return;
    s.socket.write(typeof line === 'string' ? `${line}\r\n` : line);
  };

  /** Tells an idling session about new messages. */
  const announce = (user: string) => {
    for (const s of sessions) {
      if (s.user !== user || !s.selected) continue;
      const count = boxOf(user).mails.length;
      if (s.idleTag && count !== s.known) {
        write(s, `* ${count} EXISTS`);
        s.known = count;
      }
    }
  };

  const fetchItems = (s: TSession, mail: TStoredMail, seq: number, items: string, byUid: boolean) => {
    const list = tokenize(items.startsWith('(') ? items.slice(1, -1) : items);
    if (byUid && !list.some((x) => x.toUpperCase() === 'UID')) list.unshift('UID');
    const parts: (string | Buffer)[] = [];
    for (const item of list) {
      const upper = item.toUpperCase();
      if (upper === 'UID') parts.push(`UID ${mail.uid}`);
      else if (upper === 'FLAGS') parts.push(`FLAGS (${[...mail.flags].join(' ')})`);
      else if (upper === 'INTERNALDATE') parts.push(`INTERNALDATE "${imapDate(mail.date)}"`);
      else if (upper === 'RFC822.SIZE') parts.push(`RFC822.SIZE ${mail.raw.length}`);
      else if (upper.startsWith('BODY')) {
        const peek = upper.startsWith('BODY.PEEK');
        const section = /\[(.*)\]/.exec(item)?.[1] ?? '';
        const fields = /^HEADER\.FIELDS \((.*)\)$/i.exec(section);
        const body = fields ? headerFields(mail.raw, (fields[1] ?? '').split(' ')) : mail.raw;
        if (!peek) mail.flags.add('\\Seen');
        parts.push(Buffer.concat([Buffer.from(`BODY[${section}] {${body.length}}\r\n`), body]));
      }
    }
    const chunks: (string | Buffer)[] = [`* ${seq} FETCH (`];
    parts.forEach((p, i) => chunks.push(...(i > 0 ? [' ', p] : [p])));
    chunks.push(')\r\n');
    write(s, Buffer.concat(chunks.map((c) => (Buffer.isBuffer(c) ? c : Buffer.from(c, 'latin1')))));
  };

  const search = (box: TMailbox, criteria: string[]) => {
    let mails = box.mails.map((m, i) => ({ m, seq: i + 1 }));
    for (let i = 0; i < criteria.length; i++) {
      const key = (criteria[i] ?? '').toUpperCase();
      if (key === 'UID') {
        const has = inSet(criteria[++i] ?? '', box.mails.at(-1)?.uid ?? 0);
        mails = mails.filter(({ m }) => has(m.uid));
      } else if (key === 'SINCE') {
        const since = parseSearchDate(criteria[++i] ?? '') ?? 0;
        mails = mails.filter(({ m }) => m.date.getTime() >= since);
      } else if (/^[\d*:,]+$/.test(key)) {
        const has = inSet(key, box.mails.length);
        mails = mails.filter(({ seq }) => has(seq));
      }
    }
    return mails;
  };

  const handle = (s: TSession, tag: string, command: string, args: string[], rawArgs: string) => {
    const ok = (text = 'done') => write(s, `${tag} OK ${text}`);
    switch (command) {
      case 'CAPABILITY':
        write(s, `* CAPABILITY ${CAPABILITIES}`);
        return ok();
      case 'NOOP':
        if (s.user && s.selected) {
          const count = boxOf(s.user).mails.length;
          if (count !== s.known) write(s, `* ${count} EXISTS`);
          s.known = count;
        }
        return ok();
      case 'ID':
        write(s, '* ID NIL');
        return ok();
      case 'ENABLE':
        return ok();
      case 'LOGIN': {
        const [user = '', pass = ''] = args;
        if (users[user] === undefined || users[user] !== pass)
          return write(s, `${tag} NO [AUTHENTICATIONFAILED] Invalid credentials`);
        s.user = user;
        logins++;
        return ok('[CAPABILITY ' + CAPABILITIES + '] logged in');
      }
      case 'AUTHENTICATE': {
        const decoded = Buffer.from(args[1] ?? '', 'base64').toString('utf8');
        const fields = decoded.split(String.fromCharCode(1));
        const user = fields.find((f) => f.startsWith('user='))?.slice('user='.length) ?? '';
        const token = fields.find((f) => f.startsWith('auth=Bearer '))?.slice('auth=Bearer '.length) ?? '';
        if ((args[0] ?? '').toUpperCase() !== 'XOAUTH2' || !(tokens[user] ?? []).includes(token)) {
          const error = Buffer.from(JSON.stringify({ status: '401', schemes: 'bearer', scope: 'mail' })).toString(
            'base64',
          );
          write(s, `+ ${error}`);
          pendingAuthFailure.set(s, tag);
          return;
        }
        s.user = user;
        logins++;
        return ok('authenticated');
      }
      case 'NAMESPACE':
        write(s, '* NAMESPACE (("" "/")) NIL NIL');
        return ok();
      case 'LIST':
      case 'LSUB':
        write(s, `* ${command} (\\HasNoChildren) "/" INBOX`);
        return ok();
      case 'SELECT':
      case 'EXAMINE': {
        if (!s.user) return write(s, `${tag} NO not authenticated`);
        if ((args[0] ?? '').toUpperCase() !== 'INBOX') return write(s, `${tag} NO [NONEXISTENT] no such mailbox`);
        const box = boxOf(s.user);
        s.selected = true;
        s.known = box.mails.length;
        write(s, '* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)');
        write(s, `* ${box.mails.length} EXISTS`);
        write(s, '* 0 RECENT');
        write(s, `* OK [UIDVALIDITY ${box.uidValidity}] UIDs valid`);
        write(s, `* OK [UIDNEXT ${box.uidNext}] Predicted next UID`);
        write(s, `* OK [PERMANENTFLAGS ()] No permanent flags`);
        return ok(command === 'EXAMINE' ? '[READ-ONLY] examined' : '[READ-WRITE] selected');
      }
      case 'CLOSE':
      case 'UNSELECT':
        s.selected = false;
        return ok();
      case 'SEARCH':
      case 'FETCH':
      case 'STORE':
      case 'UID': {
        if (!s.user || !s.selected) return write(s, `${tag} NO no mailbox selected`);
        const byUid = command === 'UID';
        const sub = byUid ? (args[0] ?? '').toUpperCase() : command;
        const rest = byUid ? args.slice(1) : args;
        const box = boxOf(s.user);
        if (sub === 'SEARCH') {
          const found = search(box, rest);
          write(s, `* SEARCH${found.map(({ m, seq }) => ` ${byUid ? m.uid : seq}`).join('')}`);
          return ok();
        }
        if (sub === 'FETCH') {
          const set = rest[0] ?? '';
          const items = rawArgs.slice(rawArgs.indexOf(set) + set.length).trim();
          const has = inSet(set, byUid ? (box.mails.at(-1)?.uid ?? 0) : box.mails.length);
          box.mails.forEach((m, i) => {
            if (has(byUid ? m.uid : i + 1)) fetchItems(s, m, i + 1, items, byUid);
          });
          return ok();
        }
        if (sub === 'STORE') {
          const has = inSet(rest[0] ?? '', byUid ? (box.mails.at(-1)?.uid ?? 0) : box.mails.length);
          const flags = (rest[2] ?? '').replace(/[()]/g, '').split(' ').filter(Boolean);
          box.mails.forEach((m, i) => {
            if (has(byUid ? m.uid : i + 1)) for (const f of flags) m.flags.add(f);
          });
          return ok();
        }
        return write(s, `${tag} BAD unsupported UID command`);
      }
      case 'IDLE':
        s.idleTag = tag;
        write(s, '+ idling');
        return announce(s.user ?? '');
      case 'LOGOUT':
        write(s, '* BYE logging out');
        ok();
        s.socket.end();
        return;
      default:
        return write(s, `${tag} BAD unknown command ${command}`);
    }
  };

  const pendingAuthFailure = new Map<TSession, string>();

  const server = net.createServer((socket) => {
    const s: TSession = { socket, user: null, selected: false, idleTag: null, known: 0 };
    sessions.add(s);
    socket.on('close', () => sessions.delete(s));
    socket.on('error', () => sessions.delete(s));
    let buffer = Buffer.alloc(0);
    /** A command whose literal ({n}) is still arriving. */
    let partial: { text: string; need: number } | null = null;
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (partial) {
          if (buffer.length < partial.need) return;
          const literal = buffer.subarray(0, partial.need).toString('utf8');
          buffer = buffer.subarray(partial.need);
          partial = { text: `${partial.text}"${literal.replace(/(["\\])/g, '\\$1')}"`, need: 0 };
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.subarray(0, end).toString('utf8');
        buffer = buffer.subarray(end + 2);
        const text = `${partial?.text ?? ''}${line}`;
        partial = null;
        const literal = /\{(\d+)\+?\}$/.exec(text);
        if (literal) {
          partial = { text: text.slice(0, literal.index), need: Number(literal[1]) };
          if (!text.endsWith('+}')) write(s, '+ go ahead');
          continue;
        }
        const failedTag = pendingAuthFailure.get(s);
        if (failedTag) {
          pendingAuthFailure.delete(s);
          write(s, `${failedTag} NO [AUTHENTICATIONFAILED] Invalid credentials`);
          continue;
        }
        if (s.idleTag) {
          if (text.trim().toUpperCase() === 'DONE') {
            write(s, `${s.idleTag} OK IDLE terminated`);
            s.idleTag = null;
          }
          continue;
        }
        const sp = text.indexOf(' ');
        const tag = text.slice(0, sp);
        const rest = text.slice(sp + 1);
        const sp2 = rest.indexOf(' ');
        const command = (sp2 < 0 ? rest : rest.slice(0, sp2)).toUpperCase();
        const rawArgs = sp2 < 0 ? '' : rest.slice(sp2 + 1);
        commands.push(command === 'LOGIN' || command === 'AUTHENTICATE' ? command : `${command} ${rawArgs}`.trim());
        handle(s, tag, command, tokenize(rawArgs), rawArgs);
      }
    });
    write(s, `* OK [CAPABILITY ${CAPABILITIES}] test IMAP ready`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    commands,
    /** Logins accepted so far. */
    get logins() {
      return logins;
    },
    /** Connections open now that are logged in as `user`. */
    sessionsOf: (user: string) => [...sessions].filter((s) => s.user === user).length,
    /** Delivers a raw message to the user's INBOX (new mail announced to idling sessions); returns its UID. */
    deliver: (user: string, raw: Buffer, date = new Date()) => {
      const box = boxOf(user);
      const uid = box.uidNext++;
      box.mails.push({ uid, raw, date, flags: new Set() });
      announce(user);
      return uid;
    },
    /** The user's messages as stored (flags included). */
    mailsOf: (user: string) => boxOf(user).mails,
    /** A new UIDVALIDITY with every message renumbered (what a rebuilt mailbox looks like to a client). */
    resetUidValidity: (user: string) => {
      const box = boxOf(user);
      box.uidValidity = validity++;
      box.uidNext = 1;
      for (const m of box.mails) m.uid = box.uidNext++ + 100;
      box.uidNext += 100;
    },
    /** Drops every open connection (a server restart, a network cut). */
    dropConnections: () => {
      for (const s of sessions) s.socket.destroy();
    },
    close: async () => {
      for (const s of sessions) s.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type TImapServer = Awaited<ReturnType<typeof startImapServer>>;
