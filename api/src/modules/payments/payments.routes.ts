import { countryCodeOf, Currency, CurrencyQuery, PlanList } from '@ilm/contract';
import { badRequest } from '../../http/api-error';
import { fromTrustedProxy } from '../../http/server-limits';
import type { App } from '../../http/types';
import { wordsIn } from '../../i18n/catalog-words';
import type { Authenticator } from '../accounts/authenticate';
import type { Config } from '../../config';
import { countryFromRequest, type CurrencyService } from './currency.service';
import { text } from './payments.messages';

const tags = ['payments'];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface PaymentsRouteServices {
  currency: CurrencyService;
  auth: Authenticator;
  config: Config;
}

export async function paymentsRoutes(app: App, { currency, auth, config }: PaymentsRouteServices) {
  app.get(
    '/payments/get-currency-code/',
    {
      schema: {
        tags,
        description:
          'Currency for the caller: `?country=`, else the `cf-ipcountry` / `x-country-code` header when the request came through a proxy of `TRUST_PROXY`, else the signed-in user, else US.',
        querystring: CurrencyQuery,
        response: { 200: Currency },
      },
    },
    async (request) => {
      // The schema takes two letters; a country it must also be (`ZZ`, `XX` are none).
      if (request.query.country !== undefined && !countryCodeOf(request.query.country)) throw badRequest('country', text('v_country'));
      // A stale token must not break a public price lookup: fall back to headers only.
      const signedIn = request.headers.authorization ? await auth.optional(request).catch(() => null) : null;
      const headersTrusted = fromTrustedProxy(request, config.trustProxy);
      return currency.forCountry(countryFromRequest(request.query, request.headers, signedIn?.user.country, headersTrusted));
    },
  );

  app.get(
    '/payments/plans/',
    {
      schema: {
        tags,
        description: "Public: the subscription plans with price, period, tokens granted and features, in the request's language.",
        response: { 200: PlanList },
      },
    },
    async (request) => {
      const rows = await currency.listPlans();
      const results = rows.map((plan) => {
        const words = wordsIn(request.language, { name: plan.name, features: plan.features }, plan.translations);
        return {
          slug: plan.slug,
          name: words.name,
          price_usd: plan.priceUsdCents / 100,
          price_usd_cents: plan.priceUsdCents,
          period_months: plan.periodMonths,
          tokens_granted: plan.tokensGranted,
          features: words.features,
        };
      });
      return { count: results.length, results };
    },
  );
}
