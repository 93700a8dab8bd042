import type { FastifyRequest } from 'fastify';

export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Judged by the route that matched (the router decodes %-escapes in the path), else by the raw URL. */
export const isApiRequest = (request: FastifyRequest): boolean =>
  isApiPath(request.routeOptions.url ?? request.url);
