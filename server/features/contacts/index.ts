// The contacts module's public surface: other features and server code import contacts only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { filterSql } from './contactExtras.service.ts';
export { typedConditionSql, type TTarget } from './contactFilter.repo.ts';
export { moveNotes } from './contactNotes.repo.ts';
export {
  countContacts,
  deleteContact,
  escapeLike,
  findDuplicate,
  insertContact,
  insertContactUnlessTaken,
  listContacts,
  listContactsAfter,
  listContactsByKeys,
  updateContact,
  whereOf,
  type TContactRow,
} from './contacts.repo.ts';
export { registerContactRoutes } from './contacts.routes.ts';
export { getContact, presentContact, removeContactRow } from './contacts.service.ts';
export { findOrCreateContact } from './findOrCreateContact.ts';
export { linkContactInbox } from './findOrCreateContact.ts';
export { contactArchiveJob } from './contactArchive.service.ts';
