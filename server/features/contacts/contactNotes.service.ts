import type { TContactNote } from '../../../common/contracts/contactExtras.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { TUserRow } from '../users/index.ts';
import { getContact } from './contacts.service.ts';
import * as repo from './contactNotes.repo.ts';
import { errorText } from '../../lib/serverText.ts';

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

/** A note of the contact. Any member who may see contacts reads, changes or removes any note (as Chatwoot). */
const findNote = async (deps: TDeps, m: TMembership, contactId: number, id: number) => {
  await getContact(deps, m, contactId);
  const found = await repo.findNote(deps.db, m.accountId, contactId, id);
  if (!found) throw new AppError('not_found', errorText('noteNotFound'));
  return found;
};

export const showNote = async (deps: TDeps, m: TMembership, contactId: number, id: number) => {
  const { note, user } = await findNote(deps, m, contactId, id);
  return present(note, user);
};

export const updateNote = async (deps: TDeps, m: TMembership, contactId: number, id: number, content: string) => {
  const { user } = await findNote(deps, m, contactId, id);
  const note = await repo.updateNote(deps.db, m.accountId, contactId, id, content);
  if (!note) throw new AppError('not_found', errorText('noteNotFound'));
  return present(note, user);
};

export const deleteNote = async (deps: TDeps, m: TMembership, contactId: number, id: number) => {
  await findNote(deps, m, contactId, id);
  await repo.deleteNote(deps.db, m.accountId, contactId, id);
};
