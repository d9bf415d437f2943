import { csatFiltersOf, type TCsatResponsesQuery } from '../../../common/contracts/csat.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { countRatings, countSurveysSent, listResponses } from './csat.repo.ts';
import { csatCsv, presentCsatMetrics, presentCsatResponse } from './csat.presenter.ts';
import { errorText } from '../../lib/serverText.ts';

const filtersOf = (q: TCsatResponsesQuery) => {
  const f = csatFiltersOf(q);
  if (f.since && f.until && f.since > f.until) throw AppError.invalid('until', errorText('mustBeAfterSince'));
  return f;
};

/** GET …/csat_survey_responses: one page (25) of the account's responses, newest first by default. */
export const list = async (deps: TDeps, m: TMembership, q: TCsatResponsesQuery) =>
  (await listResponses(deps.db, m.accountId, filtersOf(q), q.page)).map(presentCsatResponse);

/** GET …/csat_survey_responses/metrics: responses, per rating, and surveys sent in the range. */
export const metrics = async (deps: TDeps, m: TMembership, q: TCsatResponsesQuery) => {
  const f = filtersOf(q);
  const [ratings, sent] = await Promise.all([
    countRatings(deps.db, m.accountId, f),
    countSurveysSent(deps.db, m.accountId, f),
  ]);
  return presentCsatMetrics(ratings, sent);
};

/** GET …/csat_survey_responses/download: every matching response as CSV. */
export const download = async (deps: TDeps, m: TMembership, q: TCsatResponsesQuery) => {
  const rows = await listResponses(deps.db, m.accountId, filtersOf(q), null);
  const base = publicUrl(deps).replace(/\/+$/, '');
  return csatCsv(rows, (displayId) => `${base}/app/accounts/${m.accountId}/conversations/${displayId}`);
};
