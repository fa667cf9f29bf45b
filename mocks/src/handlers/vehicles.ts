import type { HttpHandler } from 'msw';

export const vehiclesHandlers: HttpHandler[] = [];
