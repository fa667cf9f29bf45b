import { createContext, useContext } from 'react';

/** Path parameters of the current page (`{id}` of the route table), provided by the shell or a harness. */
export const RouteParamsContext = createContext<Record<string, string>>({});
export const useRouteParams = (): Record<string, string> => useContext(RouteParamsContext);

const MAX_RECORD_ID = 2_147_483_647;

/** A numeric `{id}` of the URL (a database serial), or undefined when it is malformed or out of range. */
export function toRecordId(text: string | undefined): number | undefined {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : undefined;
}
