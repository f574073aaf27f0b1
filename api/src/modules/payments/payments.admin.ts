import type { AdminArea } from '../../platform/admin';
import { CurrencyService } from './currency.service';

const USAGE = 'usage: pnpm --filter @ilm/api rates:set -- <COUNTRY> <CURRENCY> <RATE>   e.g. DE EUR 0.92';

/** Parses `DE EUR 0.92`; throws a readable message for anything else. */
export function parseRateArgs(args: string[]): { country: string; currency: string; rate: number } {
  const [country, currency, rawRate] = args.filter((arg) => arg !== '--');
  if (!country || !/^[A-Za-z]{2}$/.test(country)) throw new Error(`country must be a two-letter ISO code\n${USAGE}`);
  if (!currency || !/^[A-Za-z]{3}$/.test(currency)) throw new Error(`currency must be a three-letter ISO code\n${USAGE}`);
  const rate = Number(rawRate);
  if (!rawRate || !Number.isFinite(rate) || rate <= 0) throw new Error(`rate must be a positive number\n${USAGE}`);
  return { country: country.toUpperCase(), currency: currency.toUpperCase(), rate };
}

/** Staff actions on prices: `pnpm --filter @ilm/api admin payments set-rate DE EUR 0.92` (or `rates:set -- DE EUR 0.92`). */
export const paymentsAdmin: AdminArea = {
  'set-rate': {
    summary: "Sets a country's currency and its rate to the US dollar (prices are shown in it, and charged in USD).",
    usage: '<COUNTRY> <CURRENCY> <RATE>',
    async run(db, args) {
      const { country, currency, rate } = parseRateArgs(args);
      await new CurrencyService(db).setRate(country, currency, rate);
      return `${country}: 1 USD = ${rate} ${currency}`;
    },
  },
};
