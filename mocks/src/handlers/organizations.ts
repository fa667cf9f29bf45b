import type { HttpHandler } from 'msw';

export const organizationsHandlers: HttpHandler[] = [];
