import { createContext, useContext } from 'react';
import type { RouteHandle } from '../../lib/site-pages';

/**
 * The handles of the routes the address matches, outermost first (app/router.tsx's AppRoutes
 * provides them): what each route tells the layout, as the data router's useMatches did.
 */
export const RouteHandles = createContext<readonly (RouteHandle | undefined)[]>([]);

export const useRouteHandles = () => useContext(RouteHandles);
