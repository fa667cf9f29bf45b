import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Users domain (issue 4): /users… endpoints. SQL lives in users-repository.ts beside this file. */
export const usersRoutes: FastifyPluginAsyncZod = async () => {};
