import type { FastifyInstance } from 'fastify';

export const PROXY_WARNING =
  'requests carry X-Forwarded-For but TRUST_PROXY is off: every client behind the proxy shares its address ' +
  'for the per-address limits (sign-in, password reset, widget); set TRUST_PROXY=true when the app is behind a proxy you control';

/**
 * Behind a reverse proxy without TRUST_PROXY, every request comes from the proxy's address, so the
 * per-address limits count all clients together. The first request carrying X-Forwarded-For says so,
 * once per process (issue 42 item 10); with TRUST_PROXY on there is nothing to say.
 */
export const registerProxyWarning = (app: FastifyInstance, trustProxy: boolean) => {
  if (trustProxy) return;
  let warned = false;
  app.addHook('onRequest', (req, _reply, done) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      req.log.warn(PROXY_WARNING);
    }
    done();
  });
};
