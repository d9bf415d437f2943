import { bcp47 } from '../../../common/languages.ts';
import { CSAT_EDIT_WINDOW_DAYS, CSAT_RATINGS, type TPublicCsatSurvey } from '../../../common/contracts/csat.ts';
import { esc } from '../../lib/htmlEscape.ts';
import type { TSurveyText } from './csatPage.strings.ts';

const FACES = ['😞', '😕', '😐', '🙂', '😍'];

// Colours meet 4.5:1 on their backgrounds in both schemes; focus is a 3px outline.
const CSS = `:root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--text:#1f2430;--muted:#4b5262;--accent:#1f5fbf;--on-accent:#fff;--line:#c4c9d4;--ok:#1d6b3a;--bad:#a3261b}
@media (prefers-color-scheme:dark){:root{--bg:#11141a;--card:#1b2029;--text:#e9ecf2;--muted:#b7beca;--accent:#8ab4f8;--on-accent:#0b1320;--line:#475063;--ok:#7fd19b;--bad:#ff9b91}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:var(--card);border-radius:12px;border:1px solid var(--line)}
h1{font-size:1.5rem;margin:0 0 .25rem}p{margin:.5rem 0}.muted{color:var(--muted)}
fieldset{border:0;padding:0;margin:1.25rem 0}legend{font-weight:600;margin-bottom:.5rem}
.ratings{display:flex;gap:.5rem;flex-wrap:wrap}.ratings input{position:absolute;opacity:0;width:1px;height:1px}
.ratings label{display:flex;flex-direction:column;align-items:center;min-width:4.5rem;padding:.5rem;border:2px solid var(--line);border-radius:10px;cursor:pointer;font-size:.8rem;text-align:center}
.ratings .icon{font-size:1.75rem;line-height:1.2}.ratings .star{color:#a86b00}
@media (prefers-color-scheme:dark){.ratings .star{color:#ffc247}}
.ratings input:checked+label{border-color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent);font-weight:600}
.ratings input:focus-visible+label,textarea:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
label.block{display:block;font-weight:600;margin:.5rem 0 .25rem}
textarea{width:100%;min-height:6rem;padding:.5rem;border:1px solid var(--line);border-radius:8px;background:var(--card);color:var(--text);font:inherit}
button{margin-top:1rem;padding:.6rem 1.2rem;border:0;border-radius:8px;background:var(--accent);color:var(--on-accent);font:inherit;font-weight:600;cursor:pointer}
.notice{padding:.75rem 1rem;border-radius:8px;border:1px solid var(--line)}.ok{color:var(--ok)}.bad{color:var(--bad)}`;

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${esc(bcp47(lang))}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${CSS}</style></head><body><main id="main">${body}</main></body></html>`;

export interface TSurveyView {
  survey: TPublicCsatSurvey;
  action: string;
  lang: string;
  t: TSurveyText;
  /** After a POST: saved, or the error to show. */
  outcome?: 'saved' | 'invalid' | 'rate_limited' | 'locked' | 'error';
}

const ratingOption = (view: TSurveyView, r: number) => {
  const { survey, t } = view;
  const checked = survey.csat_survey_response?.rating === r ? ' checked' : '';
  const icon =
    survey.display_type === 'star'
      ? `<span class="icon star" aria-hidden="true">${'★'.repeat(r)}</span><span>${esc(t('stars', { count: r }))}</span>`
      : `<span class="icon" aria-hidden="true">${FACES[r - 1]}</span><span>${esc(t(`rating${r}`))}</span>`;
  return `<input type="radio" name="rating" id="rating-${r}" value="${r}" required${checked}${survey.locked ? ' disabled' : ''}><label for="rating-${r}">${icon}</label>`;
};

const ratingName = (view: TSurveyView, r: number) =>
  view.survey.display_type === 'star' ? view.t('stars', { count: r }) : view.t(`rating${r}`);

/** The survey page: the question, emoji or stars, optional feedback; thanks and the answer once rated. */
export const renderSurveyPage = (view: TSurveyView) => {
  const { survey, t, lang } = view;
  const answer = survey.csat_survey_response;
  const until = new Date((survey.created_at + CSAT_EDIT_WINDOW_DAYS * 86_400) * 1000);
  const dateText = new Intl.DateTimeFormat(bcp47(lang), { dateStyle: 'long' }).format(until);
  const notices: string[] = [];
  if (view.outcome === 'invalid') notices.push(`<p class="notice bad" role="alert">${esc(t('pickRating'))}</p>`);
  if (view.outcome === 'rate_limited') notices.push(`<p class="notice bad" role="alert">${esc(t('tooMany'))}</p>`);
  if (view.outcome === 'error') notices.push(`<p class="notice bad" role="alert">${esc(t('error'))}</p>`);
  if (answer)
    notices.push(
      `<div class="notice" role="status"><p class="ok"><strong>${esc(t('thanks'))}</strong></p><p>${esc(
        t('yourRating', { rating: ratingName(view, answer.rating) }),
      )}</p>${survey.locked ? '' : `<p class="muted">${esc(t('editUntil', { date: dateText }))}</p>`}</div>`,
    );
  if (survey.locked) notices.push(`<p class="notice" role="status">${esc(t('locked'))}</p>`);
  const form = survey.locked
    ? ''
    : `<form method="post" action="${esc(view.action)}"><fieldset><legend>${esc(t('ratingLegend'))}</legend><div class="ratings">${CSAT_RATINGS.map(
        (r) => ratingOption(view, r),
      ).join(
        '',
      )}</div></fieldset><label class="block" for="feedback">${esc(t('feedback'))}</label><textarea id="feedback" name="feedback_message" maxlength="2000" dir="auto">${esc(
        answer?.feedback_message ?? '',
      )}</textarea><button type="submit">${esc(answer ? t('update') : t('submit'))}</button></form>`;
  return page(
    lang,
    t('title'),
    `<h1>${esc(t('title'))}</h1><p class="muted" dir="auto">${esc(t('inbox', { name: survey.inbox_name }))}</p><p dir="auto">${esc(
      survey.content || t('defaultQuestion'),
    )}</p>${notices.join('')}${form}`,
  );
};

export const renderSurveyNotFound = (lang: string, t: TSurveyText) =>
  page(lang, t('notFoundTitle'), `<h1>${esc(t('notFoundTitle'))}</h1><p>${esc(t('notFound'))}</p>`);
