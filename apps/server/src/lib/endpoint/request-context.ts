import type { FastifyInstance, FastifyRequest } from 'fastify';
import { needsApiClient, needsSession, type TEndpointAccess } from '@supportal/contract';
import { AppError } from '../app-error.js';
import { authorize } from './authorize.js';
import type { TCallContext } from './call-context.js';

const CROSS_SITE_MESSAGE = '跨站请求已被拒绝，请从门户页面操作';

/** The caller of a request, resolved once: session, then (when the call needs it) account and permissions. */
export const callContextOf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  access: TEndpointAccess,
): Promise<TCallContext> => {
  // The publishing API: a client credential only; a user's session token is not one (401).
  if (needsApiClient(access))
    return {
      ip: request.ip,
      session: null,
      loggedIn: false,
      caller: null,
      apiClient: await app.resolveApiClient(request),
      request,
    };
  const { session, crossSite } = app.hasDecorator('resolveSession')
    ? await app.resolveSession(request)
    : { session: null, crossSite: false };
  // A cookie sent along with a write from another site: say so rather than 'please log in'.
  if (crossSite && needsSession(access)) throw new AppError('forbidden', CROSS_SITE_MESSAGE);
  const caller = session && needsSession(access) ? await app.resolveCaller(session) : null;
  const context: TCallContext = { ip: request.ip, session, loggedIn: session !== null, caller, request };
  authorize(access, context);
  return context;
};

// What the onRequest check resolved, for the handler of the same request.
const contexts = new WeakMap<FastifyRequest, TCallContext>();

/** For calls that need a session or a client credential: 401/403 before the query or body is looked at. */
export const sessionCheckFirst = (app: FastifyInstance, access: TEndpointAccess) =>
  needsSession(access) || needsApiClient(access)
    ? {
        onRequest: async (request: FastifyRequest) => {
          contexts.set(request, await callContextOf(app, request, access));
        },
      }
    : {};

/** The context the session check resolved before the body was read, or resolved now (public calls). */
export const requestContextOf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  access: TEndpointAccess,
): Promise<TCallContext> => contexts.get(request) ?? (await callContextOf(app, request, access));
