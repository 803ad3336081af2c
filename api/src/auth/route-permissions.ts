import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ROLES, can, type TPermission, type TRole } from '@portal/shared/roles/roles';
import { AppError } from '../errors/app-error';
import type { ServerMessageId } from '../i18n/translate';
import { APP_PREFIX, isPublicRoute } from './public-routes';

/**
 * THE permission of every protected route of the portal (issue 37): `METHOD /path` as the route
 * is declared → what the caller's role must be allowed (shared/src/roles/roles.ts). Public routes
 * (public-routes.ts) need none, and the agents' app (/app/) has no roles. A protected route missing
 * here stops the server at start-up, so a new route cannot forget its permission.
 * HEAD follows GET.
 */
export const ROUTE_PERMISSIONS: Record<string, TPermission> = {
  // The account itself and one's own session: every role.
  'GET /v2/users/me': 'account.read',
  'POST /v2/auth/logout': 'account.read',
  // The mobile app hands its session (the same person's, same role) to a webview.
  'POST /v2/auth/handoff': 'account.read',
  // A member of several accounts lists them and switches between them (every role).
  'GET /v2/members/me/accounts': 'account.read',
  'POST /v2/auth/switch-account': 'account.read',
  // One's own sign-in security (issue 38): the overview, the authenticator app and its recovery
  // codes (every role, its own); the account's second-factor policy is the owner's.
  'GET /v2/security': 'account.read',
  'POST /v2/security/totp': 'account.read',
  'POST /v2/security/totp/confirm': 'account.read',
  'DELETE /v2/security/totp': 'account.read',
  'POST /v2/security/recovery-codes': 'account.read',
  'PUT /v2/security/policy': 'members.manage',
  // One's own passkeys (issue 38): every role adds, renames and removes its own.
  'POST /v2/security/passkeys/options': 'account.read',
  'POST /v2/security/passkeys': 'account.read',
  'PATCH /v2/security/passkeys/:id': 'account.read',
  'DELETE /v2/security/passkeys/:id': 'account.read',
  // One's own signed-in sessions (issue 38): every role sees and ends its own.
  'GET /v2/security/sessions': 'account.read',
  'DELETE /v2/security/sessions/:id': 'account.read',
  'POST /v2/security/sessions/sign-out-others': 'account.read',

  // The owner's login settings: e-mail, password, phone.
  'PATCH /v2/users/:id/phone': 'settings.write',
  'POST /v2/users/:id/requestPhoneVerification': 'settings.write',
  'POST /v2/users/:id/validatePhoneVerification': 'settings.write',
  'POST /v2/users/:id/requestEmailChange': 'settings.write',
  'POST /v2/users/:id/validateEmailChange': 'settings.write',
  'PATCH /v2/users/:id/password': 'settings.write',

  // The users tab, profiles and their app links.
  'GET /v2/users/me/users': 'profiles.read',
  'GET /v2/companies/:id': 'profiles.read',
  'POST /v2/companies': 'profiles.write',
  'PUT /v2/companies/:id': 'profiles.write',
  'DELETE /v2/companies/:id': 'profiles.write',
  'POST /v2/companies/:id/app-link': 'profiles.write',
  'POST /v2/companies/:id/app-sign-out': 'profiles.write',
  'POST /v2/users/me/users/delete': 'profiles.write',
  'POST /v2/users/me/users/apply-brand-kit': 'profiles.write',
  'POST /v2/users/me/users/app-link': 'profiles.write',
  // An export hands every agent's data out of the portal: roles.ts counts it a write.
  'POST /v2/users/me/users/export': 'profiles.write',
  // Logos, pictures and videos of the profiles and the brand kit.
  'GET /v2/resources/assets/:id': 'profiles.read',
  'POST /v2/resources/assets': 'profiles.write',
  // Invitation links that create a profile.
  'GET /v2/invitations/user/me': 'profiles.read',
  'POST /v2/invitations': 'profiles.write',
  'DELETE /v2/invitations/:id': 'profiles.write',
  // The brand kit.
  'GET /v2/brand-kit': 'profiles.read',
  'PUT /v2/brand-kit': 'profiles.write',
  // Imports: reading one (its preview, rows, refused rows, the template) and making, mapping,
  // applying one.
  'GET /v2/imports/template.csv': 'profiles.read',
  'GET /v2/imports/:id': 'profiles.read',
  'GET /v2/imports/:id/rows': 'profiles.read',
  'GET /v2/imports/:id/failed.csv': 'profiles.read',
  'POST /v2/imports': 'profiles.write',
  'PUT /v2/imports/:id': 'profiles.write',
  'POST /v2/imports/:id/apply': 'profiles.write',
  // Sample profiles for tests and demos (not registered in production).
  'POST /dev/profiles/seed': 'profiles.write',

  // Billing: the summary and the invoices, read; the plan, card, portal and invoice e-mails.
  'GET /v2/billing/summary': 'billing.read',
  'GET /v2/billing/details': 'billing.read',
  'PUT /v2/billing/details': 'billing.write',
  'GET /v2/billing/cancellation': 'billing.read',
  'POST /v2/billing/cancellation': 'billing.write',
  'POST /v2/billing/cancellation/resume': 'billing.write',
  'POST /v2/billing/cancellation/offer': 'billing.write',
  'GET /v2/invoices': 'billing.read',
  'GET /v2/invoices/:id/pdf': 'billing.read',
  'POST /v2/invoices/:id/correction': 'billing.write',
  'PATCH /v2/users/:id/invoices': 'billing.write',
  'POST /payments/portal/session': 'billing.write',

  // The team.
  'GET /v2/members': 'members.manage',
  'POST /v2/members/invitations': 'members.manage',
  'DELETE /v2/members/invitations/:id': 'members.manage',
  'PATCH /v2/members/:id': 'members.manage',
  'DELETE /v2/members/:id': 'members.manage',
  'POST /v2/members/transfer-ownership': 'members.manage',

  // The activity log.
  'GET /v2/activity': 'activity.read',
  'GET /v2/activity/export.csv': 'activity.read',
  'GET /v2/activity/people': 'activity.read',

  // "Export my data" (issue 39): the owner's only.
  'POST /v2/exports': 'account.export',
  'GET /v2/exports/latest': 'account.export',
  'GET /v2/exports/:id/download': 'account.export',
  // "Delete my account" (issue 39): the owner only.
  'GET /v2/account-deletion': 'account.delete',
  'POST /v2/account-deletion': 'account.delete',
};

/** The refusal each role hears (owner: never refused). */
const REFUSALS: Record<Exclude<TRole, 'owner'>, ServerMessageId> = {
  admin: 'delivery.members.forbidden.admin',
  billing: 'delivery.members.forbidden.billing',
  viewer: 'delivery.members.forbidden.viewer',
};

const methodsOf = (route: RouteOptions) => [route.method].flat();

/** Whether a route is one of the portal's protected routes (not public, not the agents' app). */
export function needsPermission(method: string, url: string): boolean {
  return method !== 'OPTIONS' && !isPublicRoute(method, url) && !url.startsWith(APP_PREFIX);
}

/** The permission of a protected route, undefined when the table lacks it. */
export function permissionOf(method: string, url: string): TPermission | undefined {
  return ROUTE_PERMISSIONS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/** The roles a permission lets in, for the OpenAPI document. */
export const rolesAllowed = (permission: TPermission) =>
  ROLES.filter((role) => can(role, permission));

/** 403 FORBIDDEN_ROLE, with the text naming the caller's role, unless the role may. */
export function checkPermission(request: FastifyRequest, permission: TPermission) {
  if (can(request.role, permission)) return;
  throw new AppError('FORBIDDEN_ROLE', {
    messageId: REFUSALS[request.role as keyof typeof REFUSALS] ?? REFUSALS.viewer,
  });
}

/**
 * Adds the permission check after authentication to every protected route as it is registered,
 * and refuses to start when one is missing from ROUTE_PERMISSIONS. Installed on the root instance
 * right after requireAuthentication, before any route.
 */
export function requirePermissions(fastify: FastifyInstance) {
  fastify.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const methods = methodsOf(route).filter((method) => needsPermission(method, url));
    if (methods.length === 0) return;
    const permissions = methods.map((method) => {
      const permission = permissionOf(method, url);
      if (!permission)
        throw new Error(
          `${method} ${url} is a protected route without a permission: add it to ROUTE_PERMISSIONS (api/src/auth/route-permissions.ts)`,
        );
      return permission;
    });
    const [permission] = permissions;
    // A plain callback (no promise): a refusal thrown here reaches the error handler all the same.
    const check = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      checkPermission(request, permission!);
      done();
    };
    // After the authentication hook requireAuthentication put there.
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), check];
  });
}
