import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $ownPageTitle, $runtimeConfig, pageTitle } from '@ilm/shared/config';

/** Sets the document title to the site's template (docs/rules/pages.md#titles) around the page's own title or `page`; neither = the default title. */
export function usePageTitle(page?: string): void {
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  // A page that names itself (PageHead's title: a career path's name) wins over its declaration's title.
  const own = useStore($ownPageTitle);
  useEffect(() => {
    document.title = pageTitle(PRODUCT_NAME, own ?? page);
  }, [PRODUCT_NAME, own, page]);
}
