import { describe, expect, it } from 'vitest';
import { activityWords } from './activityText.ts';

describe('activity wording by account locale', () => {
  it('picks Arabic for ar and its regional forms, English for everything else', () => {
    expect(activityWords('ar').muted('Mona')).toBe('كتم Mona المحادثة');
    expect(activityWords('ar_SA').muted('Mona')).toBe('كتم Mona المحادثة');
    expect(activityWords('ar-EG').muted('Mona')).toBe('كتم Mona المحادثة');
    for (const locale of ['en', 'ko', 'arn', '', null, undefined])
      expect(activityWords(locale).muted('Mona')).toBe('Mona has muted the conversation');
  });

  it('counts durations as each language does', () => {
    const en = activityWords('en').duration;
    expect([en(1440), en(2880), en(60), en(90), en(1)]).toEqual([
      '1 day',
      '2 days',
      '1 hour',
      '90 minutes',
      '1 minute',
    ]);
    const ar = activityWords('ar').duration;
    expect([ar(1440), ar(2880), ar(3 * 1440), ar(10 * 1440), ar(11 * 1440)]).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '10 أيام',
      '11 يومًا',
    ]);
    expect([ar(60), ar(120), ar(300), ar(45)]).toEqual(['ساعة واحدة', 'ساعتان', '5 ساعات', '45 دقيقة']);
  });

  it('writes the interface languages, nearest first, durations counted by Intl', () => {
    expect(activityWords('de').muted('Mona')).toBe('Mona hat die Unterhaltung stummgeschaltet');
    expect(activityWords('pt').priority.updated('Mona', 'low', 'urgent')).toBe(
      'Mona alterou a prioridade de baixa para urgente',
    );
    expect(activityWords('es').status.autoResolved(activityWords('es').duration(2880))).toBe(
      'El sistema marcó la conversación como resuelta tras 2 días de inactividad',
    );
    expect(activityWords('fr').duration(60)).toBe('1\u00a0heure');
    expect(activityWords('it').assignee.assigned('Luca', 'Mona')).toBe('Mona ha assegnato la conversazione a Luca');
  });

  it('names priorities in Arabic', () => {
    expect(activityWords('ar').priority.updated('Mona', 'low', 'urgent')).toBe('غيّر Mona الأولوية من منخفضة إلى عاجلة');
  });
});
