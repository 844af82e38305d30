import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RegisteredRoute } from '../src/plugins/access';
import { createStaff, createWorkspaceWithAdmin } from './factories';
import type { call, TestApp } from './helpers';
import { enableStaffLogin, insertStaffSession } from './staff-portal-factories';

/**
 * For tests that call every API route (text-input, write-fuzz): who calls it, its path with
 * values filled in, and the string fields its zod schemas accept.
 */

export interface Callers {
  adminToken: string;
  workspaceId: string;
  workspaceSlug: string;
  staffToken: string;
}

/** An ADMIN of a TEAM workspace with staff login on, and a staff session of one of its members. */
export async function seedCallers(t: TestApp): Promise<Callers> {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Fuzz ward');
  await enableStaffLogin(t, workspace.id);
  const member = await createStaff(
    t.app,
    { token: admin.token, workspaceId: workspace.id },
    { email: 'member@example.com' },
  );
  return {
    adminToken: admin.token,
    workspaceId: workspace.id,
    workspaceSlug: workspace.slug,
    staffToken: await insertStaffSession(t, workspace.id, member.id),
  };
}

let ipCounter = 0;
/** The sign-in routes limit each client address: every call comes from an address of its own. */
function nextIp() {
  ipCounter += 1;
  return `127.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The session (admin or staff) and workspace header a route needs, as the route's caller. */
export function authFor(route: RegisteredRoute, callers: Callers): NonNullable<Parameters<typeof call>[3]> {
  const ip = nextIp();
  if (route.access === 'public') return { ip };
  if (route.access === 'staff') return { ip, token: callers.staffToken };
  if (route.access === 'user') return { ip, token: callers.adminToken };
  return { ip, token: callers.adminToken, workspaceId: callers.workspaceId };
}

/** The route's path: the caller's workspace for `/api/workspaces/:id`, its slug, a valid date for `:date`, fresh uuids elsewhere; `override` sets one parameter (URL-encoded here). */
export function pathFor(
  route: RegisteredRoute,
  callers: Callers,
  override?: { name: string; value: string },
): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (override?.name === name) return encodeURIComponent(override.value);
    if (name === 'id' && route.url.startsWith('/api/workspaces/')) return callers.workspaceId;
    if (name === 'workspaceSlug') return callers.workspaceSlug;
    if (name === 'token') return 'some-token';
    if (name === 'date') return '2027-06-01';
    return randomUUID();
  });
}

export interface StringField {
  /** Path to the string inside the params, query or body (array items as index 0). */
  path: (string | number)[];
  /** A format, pattern, enum or constant decides its own message (a uuid, an email, a date…). */
  isFormatted: boolean;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
};

function collect(node: JsonSchema | undefined, path: (string | number)[], out: Map<string, StringField>) {
  if (!node || typeof node !== 'object') return;
  const types = [node.type].flat();
  if (types.includes('string')) {
    const isFormatted = Boolean(node.format || node.pattern || node.enum || node.const !== undefined);
    const key = path.join('.');
    const seen = out.get(key);
    out.set(key, { path, isFormatted: seen ? seen.isFormatted && isFormatted : isFormatted });
  }
  for (const [name, child] of Object.entries(node.properties ?? {})) collect(child, [...path, name], out);
  for (const child of [node.items ?? []].flat()) collect(child, [...path, 0], out);
  for (const child of node.prefixItems ?? []) collect(child, [...path, 0], out);
  for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    collect(child, path, out);
}

/**
 * Every string field of a zod schema, read from its JSON Schema both as input and as output
 * (a preprocessed field such as the audit log's searchTerm is only a string on the output side).
 */
export function stringFields(schema: unknown): StringField[] {
  if (!(schema instanceof z.ZodType)) return [];
  const out = new Map<string, StringField>();
  for (const io of ['input', 'output'] as const) {
    collect(
      z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema,
      [],
      out,
    );
  }
  return [...out.values()];
}

/** `{ a: [ { b: value } ] }` for the path a.0.b. */
export function nest(path: (string | number)[], value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }),
    value,
  );
}
