import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '@ilm/shared/config';
import { I18nextProvider, i18n } from '@ilm/shared/i18n';
import { createQueryClient, QueryProvider } from '@ilm/shared/query';
import { ElementIdPrefix } from '@ilm/shared/ui';
import { fallBackToOwnPages } from '@ilm/shared/routes';
import { resolveCurrency } from '@ilm/shared/stores';
import '../../i18n';
import { remotePages } from '../../routes';
import { PricingSections } from '../pricing';
import { SiteUrlContext } from '../shared/site-link';
import styles from './pricing-widget.module.css';

/** Options of {@link mountPricingWidget}. */
export interface PricingWidgetOptions {
  /** The site the plans are bought on, e.g. `https://ilm.example` (the buttons lead to its checkout). */
  siteUrl: string;
  /** The platform API, e.g. `https://api.ilm.example/` (it must allow the embedding page's origin). */
  apiBaseUrl: string;
  /** Show prices for this country (ISO 3166 alpha-2); otherwise the API's guess for the visitor. */
  country?: string;
  /** Show the token packs below the plans (default true). */
  showPacks?: boolean;
}

/**
 * Draws the pricing table (plans, then token packs) into `element` on any page, with prices in the
 * visitor's currency and buttons that lead to the site's checkout. Returns a function that removes it.
 */
export function mountPricingWidget(element: Element, options: PricingWidgetOptions): () => void {
  if (!options?.siteUrl || !options.apiBaseUrl) throw new Error('mountPricingWidget needs siteUrl and apiBaseUrl');
  const siteUrl = new URL(options.siteUrl).toString();
  setRuntimeConfig({ API_BASE_URL: new URL(options.apiBaseUrl).toString() });
  // On another site no shell hands over the site's pages: the checkout links come from this remote's own.
  fallBackToOwnPages(remotePages);
  // The embedding page has no /api/country: without a country the API picks one from the request (CDN headers).
  void resolveCurrency(options.country ?? '');
  // A cache of its own: the widget is an island on someone else's page, and what it loaded goes with it.
  const queryClient = createQueryClient();
  // Ids of its own: the embedding page may draw with React or Preact too, and its ids start where the widget's would.
  const root = createRoot(element);
  root.render(
    <ElementIdPrefix.Provider value="ilm-pricing-">
      <I18nextProvider i18n={i18n}>
        <QueryProvider client={queryClient}>
          <SiteUrlContext.Provider value={siteUrl}>
            <div className={styles.widget}>
              <PricingSections showPacks={options.showPacks ?? true} />
            </div>
          </SiteUrlContext.Provider>
        </QueryProvider>
      </I18nextProvider>
    </ElementIdPrefix.Provider>,
  );
  return () => {
    root.unmount();
    queryClient.clear();
  };
}
