import type { HandlerTable } from '../pipeline/pipeline';
import { authorityHandlers } from './authority/authority-handlers';
import { sessionHandlers } from './session/session-handlers';
import { surveyYearHandlers } from './survey-years/survey-years-handlers';
import { userHandlers } from './users/users-handlers';

/** Every operation's handler (the pipeline runs them on the server and in mock mode); a domain adds one line. */
export const HANDLERS: HandlerTable = {
  ...sessionHandlers,
  ...authorityHandlers,
  ...surveyYearHandlers,
  ...userHandlers,
};
