import { useEffect, useRef } from 'react';
import { useLocation } from '@ilm/shared/router';
import { facesForNextPage } from '../app/fonts';

/** From the first move to another page on, the language's own faces are used (app/fonts.ts). */
export function FontsOnNavigation() {
  const { pathname } = useLocation();
  const arrival = useRef(pathname);
  useEffect(() => {
    if (pathname !== arrival.current) facesForNextPage();
  }, [pathname]);
  return null;
}
