import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $runtimeConfig, pageTitle } from '@ilm/shared/config';

/** Sets the document title to SPEC §1's template around `page`; no page title = the default title. */
export function usePageTitle(page?: string): void {
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  useEffect(() => {
    document.title = pageTitle(PRODUCT_NAME, page);
  }, [PRODUCT_NAME, page]);
}
