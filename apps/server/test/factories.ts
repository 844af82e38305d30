import type { FastifyInstance } from 'fastify';
import { call } from './helpers';

let counter = 0;

export interface RegisteredUser {
  token: string;
  user: { id: string; email: string; name: string; language: string };
  email: string;
  password: string;
}

/** Registers a user through the API (a real argon2 hash, a real session). */
export async function registerUser(app: FastifyInstance, overrides: { email?: string; password?: string; name?: string } = {}): Promise<RegisteredUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const res = await call(app, 'POST', '/api/auth/register', {
    body: { email, password, name: overrides.name ?? `User ${counter}`, termsAccepted: true },
    ip: `10.9.${counter % 250}.${Math.floor(counter / 250) + 1}`,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.token, user: body.user, email, password };
}

/** A user with a workspace of their own (ADMIN). */
export async function createWorkspaceWithAdmin(app: FastifyInstance, name = 'Ward 5') {
  const admin = await registerUser(app);
  const res = await call(app, 'POST', '/api/workspaces', { token: admin.token, body: { name } });
  if (res.statusCode !== 201) throw new Error(`workspace failed: ${res.statusCode} ${res.body}`);
  return { admin, workspace: res.json().data as { id: string; name: string; slug: string } };
}
