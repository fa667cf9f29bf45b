import type { HttpHandler } from 'msw';

export const authorityHandlers: HttpHandler[] = [];
