/**
 * The currencies players can hold accounts in (spec platform §3 "Currencies: code, fiat, subcurrencies with
 * subunits"). `subunits` is minor units per major unit; BTC is counted in satoshi and shown in mBTC below 100 BTC
 * (the domain's display rule), USDT in millionths as on its chains.
 */
import { z } from 'zod';

import { CURRENCIES, CURRENCY_CODES, type CurrencyCode, currencyOf } from './currency-values';

export { CURRENCIES, CURRENCY_CODES, type CurrencyCode, currencyOf };

/** A supported currency code (upper case, as ISO 4217 writes it). */
export const CurrencyCodeSchema = z.enum(CURRENCY_CODES).describe('Currency code, e.g. EUR or BTC');

/** A currency with its units, as the domain's `Currency`. */
export const CurrencySchema = z
  .object({
    code: z.string(),
    fiat: z.boolean(),
    subunits: z.number().int().describe('Minor units per major unit (100 for EUR, 1e8 for BTC)'),
    subcurrencies: z.array(z.object({ code: z.string(), subunits: z.number().int() })),
  })
  .meta({ id: 'Currency', description: 'A currency and its units' });
