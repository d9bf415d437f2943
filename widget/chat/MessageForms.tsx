/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { t } from './i18n.ts';
import type { TMessage } from './types.ts';

type TUpdate = (messageId: number, body: unknown) => Promise<boolean>;

/** The email-collection prompt: the visitor leaves an address to be notified at. */
export const EmailCollect = ({ message, onUpdate }: { message: TMessage; onUpdate: TUpdate }) => {
  const saved = message.content_attributes.submitted_email as string | undefined;
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  if (saved) return <p class="cw-form-done">{t('emailCollect.saved', { email: saved })}</p>;
  const id = `cw-email-${message.id}`;
  return (
    <form
      class="cw-inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void onUpdate(message.id, { contact: { email: email.trim() } }).finally(() => setBusy(false));
      }}
    >
      <p class="cw-inline-form__title">{t('emailCollect.title')}</p>
      <label for={id} class="cw-sr-only">
        {t('emailCollect.label')}
      </label>
      <div class="cw-inline-form__row">
        <input
          dir="auto"
          id={id}
          type="email"
          required
          placeholder={t('emailCollect.label')}
          value={email}
          onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="cw-primary cw-primary--small" disabled={busy || !email.trim()}>
          {t('emailCollect.submit')}
        </button>
      </div>
    </form>
  );
};

const FACES = ['😞', '😕', '😐', '🙂', '😍'];

/** The CSAT survey: a 1–5 rating (emoji or stars, as the inbox chose) and optional feedback. */
export const CsatForm = ({ message, onUpdate }: { message: TMessage; onUpdate: TUpdate }) => {
  const done = (
    message.content_attributes.submitted_values as { csat_survey_response?: { rating: number } } | undefined
  )?.csat_survey_response;
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  const stars = message.content_attributes.display_type === 'star';
  if (done) return <p class="cw-form-done">{t('csat.thanks')}</p>;
  return (
    <form
      class="cw-inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void onUpdate(message.id, {
          message: {
            submitted_values: { csat_survey_response: { rating, feedback_message: feedback.trim() || undefined } },
          },
        }).finally(() => setBusy(false));
      }}
    >
      <fieldset class="cw-rating">
        <legend class="cw-inline-form__title">{t('csat.title')}</legend>
        {FACES.map((face, i) => (
          <button
            type="button"
            key={face}
            class={`cw-rating__face${rating === i + 1 ? ' cw-rating__face--on' : ''}${stars ? ' cw-rating__star' : ''}`}
            aria-pressed={rating === i + 1}
            aria-label={t(`csat.rating${i + 1}`)}
            title={t(`csat.rating${i + 1}`)}
            onClick={() => setRating(i + 1)}
          >
            {stars ? (i < rating ? '★' : '☆') : face}
          </button>
        ))}
      </fieldset>
      {rating > 0 && (
        <div class="cw-inline-form__row">
          <label for={`cw-feedback-${message.id}`} class="cw-sr-only">
            {t('csat.feedback')}
          </label>
          <input
            dir="auto"
            id={`cw-feedback-${message.id}`}
            placeholder={t('csat.feedback')}
            value={feedback}
            onInput={(e) => setFeedback((e.target as HTMLInputElement).value)}
          />
          <button type="submit" class="cw-primary cw-primary--small" disabled={busy}>
            {t('csat.submit')}
          </button>
        </div>
      )}
    </form>
  );
};
