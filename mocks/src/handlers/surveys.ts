import type { HttpHandler } from 'msw';

export const surveysHandlers: HttpHandler[] = [];
