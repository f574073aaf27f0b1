import { asc, eq, sql } from 'drizzle-orm';
import { countryCodeOf } from '@ilm/contract';
import type { Db } from '../../db/client';
import { currencyRates, plans } from '../catalog/catalog.schema';

export interface CurrencyAnswer {
  conversation_amount: number;
  country_code: string;
  currency_code: string;
}

/** The fallback (docs/rules/currency.md#fallback): multiplier 1, USD. */
export const FALLBACK_COUNTRY = 'US';

export class CurrencyService {
  constructor(private readonly db: Db) {}

  /** The USD multiplier for a country; an unknown country pays in USD. */
  async forCountry(countryCode: string): Promise<CurrencyAnswer> {
    const code = countryCode.toUpperCase();
    const [rate] = await this.db.select().from(currencyRates).where(eq(currencyRates.countryCode, code));
    if (!rate) return { conversation_amount: 1, country_code: code, currency_code: 'USD' };
    return { conversation_amount: rate.rate, country_code: code, currency_code: rate.currencyCode };
  }

  /** Sets (or adds) a country's rate; used by the `rates:set` admin command. */
  async setRate(countryCode: string, currencyCode: string, rate: number): Promise<void> {
    const values = { countryCode: countryCode.toUpperCase(), currencyCode: currencyCode.toUpperCase(), rate };
    await this.db
      .insert(currencyRates)
      .values(values)
      .onConflictDoUpdate({
        target: currencyRates.countryCode,
        set: { currencyCode: values.currencyCode, rate, updatedAt: sql`now()` },
      });
  }

  async listPlans() {
    return this.db.select().from(plans).orderBy(asc(plans.position));
  }
}

/**
 * The caller's country: `?country=`, then the CDN headers `cf-ipcountry` and `x-country-code`
 * when `headersTrusted` (the request came through a proxy of `TRUST_PROXY`: any client can send
 * them), then the signed-in user's country, else US. Only real ISO 3166-1 codes count
 * (`countryCodeOf`): `XX` (unknown), `T1` (Tor), `A1`, `ZZ` and junk fall through (docs/rules/currency.md#country).
 */
export function countryFromRequest(
  query: { country?: string },
  headers: Record<string, string | string[] | undefined>,
  userCountry: string | null | undefined,
  headersTrusted: boolean,
): string {
  const fromHeaders = headersTrusted ? [headers['cf-ipcountry'], headers['x-country-code']] : [];
  for (const candidate of [query.country, ...fromHeaders, userCountry]) {
    const code = countryCodeOf((Array.isArray(candidate) ? candidate[0] : candidate)?.trim());
    if (code) return code;
  }
  return FALLBACK_COUNTRY;
}
