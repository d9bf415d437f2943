import type { TContactNote } from '../../../common/contracts/contactExtras.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/auth.context.ts';
import { avatarUrlOf } from '../users/users.presenter.ts';
import type { TUserRow } from '../users/users.repo.ts';
import { getContact } from './contacts.service.ts';
import * as repo from './contactNotes.repo.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

const present = (note: repo.TContactNoteRow, user: TUserRow | null): TContactNote => ({
  id: note.id,
  content: note.content,
  contact_id: note.contactId,
  user: user ? { id: user.id, name: user.displayName || user.name, thumbnail: avatarUrlOf(user.avatarKey) } : null,
  created_at: unix(note.createdAt),
  updated_at: unix(note.updatedAt),
});

export const listNotes = async (deps: TDeps, m: TMembership, contactId: number) => {
  await getContact(deps, m, contactId);
  return (await repo.listNotes(deps.db, m.accountId, contactId)).map((r) => present(r.note, r.user));
};

export const createNote = async (deps: TDeps, m: TMembership, user: TUserRow, contactId: number, content: string) => {
  await getContact(deps, m, contactId);
  const note = await repo.insertNote(deps.db, {
    accountId: m.accountId,
    contactId,
    userId: m.accountUser.userId,
    content,
  });
  return present(note, user);
};

/** Notes are changed or removed by their author or an administrator. */
const ownNote = async (deps: TDeps, m: TMembership, contactId: number, id: number) => {
  const found = await repo.findNote(deps.db, m.accountId, contactId, id);
  if (!found) throw new AppError('not_found', 'Note not found');
  if (m.role !== 'administrator' && found.note.userId !== m.accountUser.userId)
    throw new AppError('forbidden', 'Only the author or an administrator can change this note');
  return found;
};

export const updateNote = async (deps: TDeps, m: TMembership, contactId: number, id: number, content: string) => {
  const { user } = await ownNote(deps, m, contactId, id);
  const note = await repo.updateNote(deps.db, m.accountId, contactId, id, content);
  if (!note) throw new AppError('not_found', 'Note not found');
  return present(note, user);
};

export const deleteNote = async (deps: TDeps, m: TMembership, contactId: number, id: number) => {
  await ownNote(deps, m, contactId, id);
  await repo.deleteNote(deps.db, m.accountId, contactId, id);
};
