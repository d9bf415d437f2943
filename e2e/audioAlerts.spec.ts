import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, untilSubscribed, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';
import { apiAs } from './seed.ts';

const a = text.profile.audio;

/**
 * The page counts the notes it plays (each tone is synthesised from oscillators) and can be told it is in the
 * background (`__away`): a test cannot hear, but it can see the tone start.
 */
const countTones = () => {
  const w = window as unknown as { __notes: number; __away: boolean };
  w.__notes = 0;
  w.__away = false;
  const proto = AudioContext.prototype;
  const create = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'createOscillator')?.value as (
    this: BaseAudioContext,
  ) => OscillatorNode;
  proto.createOscillator = function (this: AudioContext) {
    w.__notes += 1;
    return create.call(this);
  };
  document.hasFocus = () => !w.__away;
};

test('audio alerts: chosen in profile settings, a customer’s message rings while the tab is away', async ({
  page,
  request,
}) => {
  const { user, headers } = await signUpViaApi(request, newPerson('Audio'));
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Rita Audio', count: 1 });
  const api = apiAs(request, headers);
  const base = `/api/v1/accounts/${accountId}/conversations/${seeded.conversationId}`;
  await api.post(`${base}/assignments`, { assignee_id: user.id });

  await page.addInitScript(countTones);
  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/profile/settings`);
  const section = page.getByRole('region', { name: a.title });
  await section.scrollIntoViewIfNeeded();
  // Off by default: the tone and switches wait for a choice.
  await expect(section.getByRole('radio', { name: a.scope.none })).toBeChecked();
  await expect(section.getByLabel(a.toneLabel)).toBeDisabled();

  await section.getByRole('radio', { name: a.scope.all }).check();
  await expect(page.getByText(a.saved).first()).toBeVisible();
  await section.getByLabel(a.toneLabel).selectOption({ label: a.tone.bell });
  const notes = () => page.evaluate(() => (window as unknown as { __notes: number }).__notes);
  await section.getByRole('button', { name: a.preview }).click();
  await expect.poll(notes).toBe(2); // the bell: two notes
  await snap(page, 'audio-alerts-light');
  await expectAccessible(page, 'profile settings: audio alerts');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'audio-alerts-dark');
  await expectAccessible(page, 'profile settings: audio alerts (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });

  // Saved: a reload shows the choices.
  await page.reload();
  await expect(section.getByRole('radio', { name: a.scope.all })).toBeChecked();
  await expect(section.getByLabel(a.toneLabel)).toHaveValue('bell');

  // On the conversation list, in the background: a customer's message rings once. The ring follows the live
  // event, so the message is sent once the socket's subscription is confirmed (it raced it on a busy machine).
  const subscribed = untilSubscribed(page);
  await page.goto(`/app/accounts/${accountId}/conversations`);
  await subscribed;
  await expect(page.getByRole('button', { name: /Rita Audio/ })).toBeVisible();
  const before = await notes();
  await page.evaluate(() => ((window as unknown as { __away: boolean }).__away = true));
  await api.post(`${base}/messages`, { content: 'Are you there?', message_type: 'incoming' });
  await expect.poll(notes, { timeout: 15_000 }).toBe(before + 2);
  // An agent's reply does not ring; with the tab in front, a customer's message does not either.
  await api.post(`${base}/messages`, { content: 'Yes, here.', message_type: 'outgoing' });
  await page.evaluate(() => ((window as unknown as { __away: boolean }).__away = false));
  await page.waitForTimeout(2500); // past the 2 s quiet window after a ring
  await api.post(`${base}/messages`, { content: 'Thanks!', message_type: 'incoming' });
  await expect(page.getByText('Thanks!').first()).toBeVisible();
  expect(await notes()).toBe(before + 2);

  // The section in Arabic.
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.goto(`/app/accounts/${accountId}/profile/settings`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('region', { name: ar.profile.audio.title }).scrollIntoViewIfNeeded();
  await snap(page, 'audio-alerts-ar');
  await expectAccessible(page, 'profile settings: audio alerts (Arabic)', { colour: 'skip' });
});
