import { describe, expect, it } from 'vitest';
import type { TMessage } from './conversationTypes.ts';
import { canTranslate, translationOf, translationTarget } from './translation.ts';
import { textMessageFixture } from './testFixtures.ts';

const msg = (over: Partial<TMessage> = {}): TMessage => textMessageFixture(3, 'Hola', over);

describe('message translation', () => {
  it('asks in the UI language', () => {
    expect(translationTarget('ar')).toBe('ar');
    expect(translationTarget('pt_BR')).toBe('pt');
    expect(translationTarget('en-US')).toBe('en');
  });

  it('finds a kept translation', () => {
    const m = msg({ content_attributes: { translations: { en: 'Hello', fr: '' } } });
    expect(translationOf(m, 'en')).toBe('Hello');
    expect(translationOf(m, 'fr')).toBeNull();
    expect(translationOf(msg(), 'en')).toBeNull();
  });

  it('is offered on incoming and outgoing text, not on deleted, activity or unsaved messages', () => {
    expect(canTranslate(msg())).toBe(true);
    expect(canTranslate(msg({ message_type: 1 }))).toBe(true);
    expect(canTranslate(msg({ message_type: 2 }))).toBe(false);
    expect(canTranslate(msg({ content_attributes: { deleted: true } }))).toBe(false);
    expect(canTranslate(msg({ id: -1 }))).toBe(false);
    expect(canTranslate(msg({ content: ' ' }))).toBe(false);
  });
});
