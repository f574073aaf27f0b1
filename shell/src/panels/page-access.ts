import { createContext } from 'react';
import type { AccessRule } from '@ilm/contract';

/**
 * The access rule of the pages a layout is drawing (its route group's): a panel is never offered
 * on a page meant for visitors only, such as sign-in.
 */
export const PageAccessContext = createContext<AccessRule>('public');
