import { describe, expect, it } from 'vitest';
import { displayNameOf, pictureOf } from './conversationTypes.ts';
import { userFixture } from './testFixtures.ts';

describe('a message sender', () => {
  it("shows an agent's display name and thumbnail", () => {
    const agent = userFixture({ name: 'Ann Lee', available_name: 'Ann', thumbnail: '/uploads/ann.png' });
    expect(displayNameOf(agent)).toBe('Ann');
    expect(pictureOf(agent)).toBe('/uploads/ann.png');
  });

  it("shows an agent bot's name and avatar_url (it has no thumbnail)", () => {
    const bot = { id: 7, name: 'Greeter', avatar_url: '/uploads/bot.png', type: 'agent_bot' as const };
    expect(displayNameOf(bot)).toBe('Greeter');
    expect(pictureOf(bot)).toBe('/uploads/bot.png');
  });
});
