import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { CurrencyService } from '../modules/payments/currency.service';

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

async function main() {
  const { country, currency, rate } = parseRateArgs(process.argv.slice(2));
  const database = await openDatabase(loadConfig());
  await database.migrate();
  await new CurrencyService(database.db).setRate(country, currency, rate);
  await database.close();
  console.log(`${country}: 1 USD = ${rate} ${currency}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
