import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Placeholder: the routes of this file are being built (issue 6). */
export async function membersRoutes(_server: FastifyInstance, _ctx: AppContext): Promise<void> {}
