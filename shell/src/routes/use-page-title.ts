import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $runtimeConfig, pageTitle } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';

/** Sets the document title from a `shell:titles.*` key (SPEC §1's template); no key = the default title. */
export function usePageTitle(titleKey?: string): void {
  const { t, i18n } = useTranslation('shell');
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  const page = titleKey ? t(`titles.${titleKey}`) : undefined;
  useEffect(() => {
    document.title = pageTitle(PRODUCT_NAME, page);
  }, [PRODUCT_NAME, page, i18n.language]);
}
