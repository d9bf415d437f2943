import type { TContact } from '../../../common/contracts/contacts.ts';
import type { TContactRow } from './contacts.repo.ts';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export const presentContact = (c: TContactRow): TContact => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone_number: c.phoneNumber,
  identifier: c.identifier,
  thumbnail: c.avatarKey ? `/uploads/${c.avatarKey}` : '',
  availability_status: 'offline',
  blocked: c.blocked,
  additional_attributes: c.additionalAttributes,
  custom_attributes: c.customAttributes,
  labels: c.labels,
  last_activity_at: unix(c.lastActivityAt),
  created_at: unix(c.createdAt) ?? 0,
});
