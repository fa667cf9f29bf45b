import { createContext, useContext } from 'react';

/** Path parameters of the current page (`{id}` of the route table), provided by the shell or a harness. */
export const RouteParamsContext = createContext<Record<string, string>>({});
export const useRouteParams = (): Record<string, string> => useContext(RouteParamsContext);
