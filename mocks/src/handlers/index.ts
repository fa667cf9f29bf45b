import type { HttpHandler } from 'msw';
import { coreHandlers } from './core';
import { surveyYearsHandlers } from './survey-years';
import { auditHandlers } from './audit';
import { authorityHandlers } from './authority';
import { organizationsHandlers } from './organizations';
import { usersHandlers } from './users';
import { surveysHandlers } from './surveys';
import { vehiclesHandlers } from './vehicles';
import { exportsHandlers } from './exports';

/** Every domain's handlers; a domain adds its own file's array, never edits another's. */
export const handlers: HttpHandler[] = [
  ...coreHandlers,
  ...surveyYearsHandlers,
  ...auditHandlers,
  ...authorityHandlers,
  ...organizationsHandlers,
  ...usersHandlers,
  ...surveysHandlers,
  ...vehiclesHandlers,
  ...exportsHandlers,
];
