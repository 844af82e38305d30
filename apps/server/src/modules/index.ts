import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { healthRoutes } from './health/health.routes';

/** Every route module of the API, registered in this order by buildApp. */
export const apiModules: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [healthRoutes];
