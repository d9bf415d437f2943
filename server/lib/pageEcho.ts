import type { FastifyRequest } from 'fastify';

/**
 * meta.current_page as Chatwoot sends it (`params[:page] || 1`): the page parameter exactly as the
 * query string carried it (a string), or the number 1 when there was none.
 */
export const pageEcho = (req: FastifyRequest): string | number => {
  const raw = new URLSearchParams(req.url.split('?')[1] ?? '').get('page');
  return raw === null || raw === '' ? 1 : raw;
};
