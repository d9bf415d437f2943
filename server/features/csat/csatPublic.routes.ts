import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { answerOf, ZCsatAnswer, ZPublicCsatSurvey, ZPublicCsatUpdate } from '../../../common/contracts/csat.ts';
import type { TRouteCtx } from '../../http.ts';
import { AppError } from '../../lib/appError.ts';
import { renderSurveyNotFound, renderSurveyPage, type TSurveyView } from './csatPage.render.ts';
import { surveyLocale, surveyText } from './csatPage.strings.ts';
import { limitSurveyReads, showSurvey, submitSurvey } from './csatPublic.service.ts';
import { CSAT_TEXT } from './csatSurvey.ts';

const tags = ['CSAT survey (public)'];
const ZUuidParams = z.object({ uuid: z.string().max(64) });
const ZPageQuery = z.object({ locale: z.string().max(16).optional(), saved: z.string().max(4).optional() });
const ZPageForm = z.object({ rating: z.unknown().optional(), feedback_message: z.unknown().optional() });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The customer's survey outside the widget: the page /survey/responses/{conversation uuid} (server-
 * rendered, no script: a plain form posting back to itself) and Chatwoot's public JSON API
 * /public/api/v1/csat_survey/{uuid} (GET, PUT, PATCH). Reads and answers are rate limited per address.
 */
export const registerCsatPublicRoutes = ({ app, deps }: TRouteCtx) => {
  const api = '/public/api/v1/csat_survey/:uuid';
  app.get(api, { schema: { tags, params: ZUuidParams, response: { 200: ZPublicCsatSurvey } } }, async (req) => {
    await limitSurveyReads(deps, req.ip);
    return showSurvey(deps, req.params.uuid);
  });
  for (const method of ['PUT', 'PATCH'] as const)
    app.route({
      method,
      url: api,
      schema: { tags, params: ZUuidParams, body: ZPublicCsatUpdate, response: { 200: ZPublicCsatSurvey } },
      handler: (req) => submitSurvey(deps, req.ip, req.params.uuid, answerOf(req.body)),
    });

  const pagePath = '/survey/responses/:uuid';
  const render = async (
    reply: FastifyReply,
    uuid: string,
    lang: string,
    status: number,
    outcome?: TSurveyView['outcome'],
  ) => {
    const t = surveyText(lang);
    try {
      const survey = await showSurvey(deps, uuid);
      if (survey.content === CSAT_TEXT) survey.content = t('defaultQuestion');
      const action = `/survey/responses/${encodeURIComponent(uuid)}${lang === 'en' ? '' : `?locale=${lang}`}`;
      return html(reply, status, renderSurveyPage({ survey, action, lang, t, outcome }));
    } catch (e) {
      if (e instanceof AppError && e.code === 'not_found') return html(reply, 404, renderSurveyNotFound(lang, t));
      throw e;
    }
  };

  app.get(pagePath, { schema: { tags, params: ZUuidParams, querystring: ZPageQuery } }, async (req, reply) => {
    const lang = surveyLocale(req.query.locale, req.headers['accept-language']);
    try {
      await limitSurveyReads(deps, req.ip);
    } catch {
      return html(reply, 429, surveyText(lang)('tooMany'));
    }
    return render(reply, req.params.uuid, lang, 200, req.query.saved ? 'saved' : undefined);
  });

  app.post(
    pagePath,
    { schema: { tags, params: ZUuidParams, querystring: ZPageQuery, body: ZPageForm } },
    async (req, reply) => {
      const lang = surveyLocale(req.query.locale, req.headers['accept-language']);
      const parsed = ZCsatAnswer.safeParse({
        rating: req.body.rating,
        feedback_message: typeof req.body.feedback_message === 'string' ? req.body.feedback_message : undefined,
      });
      if (!parsed.success) return render(reply, req.params.uuid, lang, 422, 'invalid');
      try {
        await submitSurvey(deps, req.ip, req.params.uuid, parsed.data);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        if (e.code === 'rate_limited') return render(reply, req.params.uuid, lang, 429, 'rate_limited');
        if (e.code === 'validation_failed') return render(reply, req.params.uuid, lang, 422, 'locked');
        if (e.code !== 'not_found') return render(reply, req.params.uuid, lang, 500, 'error');
        return html(reply, 404, renderSurveyNotFound(lang, surveyText(lang)));
      }
      const back = new URLSearchParams({ ...(lang !== 'en' && { locale: lang }), saved: '1' });
      return reply.redirect(`/survey/responses/${encodeURIComponent(req.params.uuid)}?${back.toString()}`, 303);
    },
  );
};
