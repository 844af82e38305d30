import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Role } from '@openrota/contracts';
import type { AppContext, RequestMeta, StaffSessionContext, WorkspaceContext } from '../context';
import { AppError, msg } from '../lib/app-error';
import { resolveSession, type AuthenticatedUser } from '../modules/auth/session.service';
import { assertLicenceActive } from '../modules/licence/licence.service';
import { resolveStaffSession } from '../modules/staff-portal/staff-auth.service';

/**
 * Who may call a route, declared on every API route as `config.access`:
 * - `public`: anyone;
 * - `user`: a signed-in admin-area user (bearer session token);
 * - `workspace`: a signed-in member of the workspace named by `X-Workspace-Id`, optionally
 *   restricted to `config.roles`;
 * - `staff`: a staff member signed in by one-time code (bearer staff session token, its own
 *   kind: an admin session token is refused here, and a staff token on any other route).
 */
export type Access = 'public' | 'user' | 'workspace' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    roles?: readonly Role[];
    /**
     * Still answers when the workspace's licence (trial or renewal date) has expired. Without
     * it, a workspace-scoped route (X-Workspace-Id, or a `user` route under
     * `/api/workspaces/:id/…` called by a member) answers 402 LICENSE_EXPIRED (docs/product/plans-and-limits.md#expired-licence).
     */
    allowExpired?: boolean;
  }
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
    workspace: WorkspaceContext | null;
    staffSession: StaffSessionContext | null;
  }
  interface FastifyInstance {
    /** Every API route with its access rule; the cross-tenant test enumerates it. */
    apiRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  roles?: readonly Role[];
  allowExpired?: boolean;
  /** The request schemas (zod), for tests that enumerate every field a route accepts. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ipAddress: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

/** The signed-in user of a `user`/`workspace` route (set by the access hook). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

/** The workspace context of a `workspace` route (set by the access hook). */
export function currentWorkspace(request: FastifyRequest): WorkspaceContext {
  if (!request.workspace) throw new AppError(ErrorCode.WORKSPACE_REQUIRED, 400, msg('generic.noWorkspace'));
  return request.workspace;
}

/** The signed-in staff member of a `staff` route (set by the access hook). */
export function currentStaff(request: FastifyRequest): StaffSessionContext {
  if (!request.staffSession) throw AppError.unauthorized();
  return request.staffSession;
}

export function registerAccessControl(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('auth', null);
  app.decorateRequest('staffSession', null);
  app.decorateRequest('workspace', null);
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      apiRoutes.push({
        method,
        url: route.url,
        access,
        ...(route.config?.roles ? { roles: route.config.roles } : {}),
        ...(route.config?.allowExpired ? { allowExpired: true } : {}),
        schema: {
          params: route.schema?.params,
          querystring: route.schema?.querystring,
          body: route.schema?.body,
        },
      });
    }
  });

  // A callback hook: public routes (health checks, sign-in) pass through without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access || access === 'public') return done();
    if (access === 'staff') {
      authenticateStaffRequest(ctx, request, config).then(() => done(), done);
      return;
    }
    authenticateRequest(ctx, request, access, config).then(() => done(), done);
  });
}

/**
 * The workspace whose membership and licence the request's access check needs: `X-Workspace-Id`
 * on a `workspace` route; on a `user` route under `/api/workspaces/:id/…` (not `allowExpired`)
 * the path's id, since such a route acts on that workspace. GET /api/workspaces/:id itself
 * (switching workspace) is not under it and stays open. Null when there is none, or it is no UUID.
 */
function workspaceOfRequest(
  request: FastifyRequest,
  access: Access,
  config: FastifyRequest['routeOptions']['config'],
): string | null {
  if (access === 'workspace') {
    const header = request.headers['x-workspace-id'];
    const workspaceId = Array.isArray(header) ? header[0] : header;
    return workspaceId && UUID_RE.test(workspaceId) ? workspaceId : null;
  }
  if (config?.allowExpired || !request.routeOptions.url?.startsWith('/api/workspaces/:id/')) return null;
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && UUID_RE.test(id) ? id : null;
}

/**
 * Resolves the session and, for workspace routes, the membership and role with the licence:
 * one query per request (session.service `resolveSession`), then the checks in the order the
 * client sees them: 401, the per-user limit, the workspace header, membership, role, licence.
 */
async function authenticateRequest(
  ctx: AppContext,
  request: FastifyRequest,
  access: Access,
  config: FastifyRequest['routeOptions']['config'],
) {
  const token = bearerToken(request);
  const resolved = token
    ? await resolveSession(ctx, token, workspaceOfRequest(request, access, config))
    : null;
  if (!resolved) throw AppError.unauthorized();
  const { auth, membership } = resolved;
  request.auth = auth;
  if (access !== 'workspace') {
    // A non-member of the path's workspace gets the route's own 404.
    if (membership) assertLicenceActive(ctx, membership);
    return;
  }
  const header = request.headers['x-workspace-id'];
  const workspaceId = Array.isArray(header) ? header[0] : header;
  if (!workspaceId)
    throw new AppError(ErrorCode.WORKSPACE_REQUIRED, 400, msg('generic.noWorkspace'), [
      { field: 'X-Workspace-Id', message: msg('generic.noWorkspace') },
    ]);
  if (!membership) throw AppError.notFound('workspace');
  const role = membership.role as Role;
  if (config?.roles && !config.roles.includes(role)) throw AppError.forbidden();
  if (!config?.allowExpired) assertLicenceActive(ctx, membership);
  request.workspace = { workspaceId, role, userId: auth.userId, scheduleRow: membership.scheduleRow };
}

/** A staff route needs a live staff session (see resolveStaffSession). */
async function authenticateStaffRequest(
  ctx: AppContext,
  request: FastifyRequest,
  config: FastifyRequest['routeOptions']['config'],
) {
  request.staffSession = await resolveStaffSession(ctx, bearerToken(request), config?.allowExpired === true);
}
