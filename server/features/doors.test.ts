import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One door per aggregate (docs/ARCHITECTURE.md "Doors"): no second way to create a conversation, a contact
 * or a contact inbox, or to change a message's status. The db tests of each door prove every origin goes
 * through it; this keeps a new caller from writing around it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
const files = sources(root).map((p) => ({ file: path.relative(root, p), text: fs.readFileSync(p, 'utf8') }));
const where = (re: RegExp) => files.filter((f) => re.test(f.text)).map((f) => f.file);

describe('doors', () => {
  it('only the repos insert conversations, contacts and contact inboxes', () => {
    expect(where(/\.insert\(\s*conversations\s*\)/)).toEqual(['features/conversationCore/conversations.repo.ts']);
    expect(where(/\.insert\(\s*contacts\s*\)/)).toEqual(['features/contacts/contacts.repo.ts']);
    expect(where(/\.insert\(\s*contactInboxes\s*\)/)).toEqual(['features/contacts/contacts.repo.ts']);
  });

  it('only the doors call those inserts', () => {
    expect(where(/\binsertConversation\(/)).toEqual(['features/conversations/openConversation.ts']);
    expect(where(/\b(insertContact|insertContactUnlessTaken|insertContactInboxUnlessTaken)\(/)).toEqual([
      'features/contacts/findOrCreateContact.ts',
    ]);
  });

  it('a message status changes only in recordMessageStatus', () => {
    // updateMessage(tx, id, { …status… }) or .set({ status … }) on messages outside the door.
    const writers = files
      .filter((f) => /updateMessage\([^;]*\bstatus\b[^;]*\);/s.test(f.text.replace(/\/\/.*$/gm, '')))
      .map((f) => f.file);
    expect(writers).toEqual(['features/messages/recordMessageStatus.ts']);
  });
});
