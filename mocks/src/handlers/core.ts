import type { HttpHandler } from 'msw';

export const coreHandlers: HttpHandler[] = [];
