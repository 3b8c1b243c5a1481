import type { PremiumPrice } from './api-types';
import { offerMessages as t } from './messages.landing.da';

/** Currencies whose smallest unit is the whole unit (Stripe's list): 500 JPY is 500, not 5. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** 7900 -> '79', 7950 -> '79,50', 1234500 -> '12.345': Danish digits by hand (no locale data to load). */
function amountText(minor: number, currency: string): string {
  const whole = ZERO_DECIMAL.has(currency) ? minor : minor / 100;
  const [int, frac] = (Number.isInteger(whole) ? String(whole) : whole.toFixed(2)).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac ? `${grouped},${frac}` : grouped;
}

/** A price in Danish words: '79 kr. om måneden', '9,99 € om måneden', '790 kr. om året', '199 kr. hver 3. måned'. */
export function premiumPriceText(price: PremiumPrice): string {
  const currency = price.currency.toLowerCase();
  const unit = t.currency[currency] ?? currency.toUpperCase();
  const per = price.intervalCount > 1 ? t.everyNth[price.interval](price.intervalCount) : t.per[price.interval];
  return `${amountText(price.amount, currency)} ${unit} ${per}`;
}

/** The price, or the words for a price the payment service did not say. */
export const premiumPriceOrUnknown = (price: PremiumPrice | null) => (price ? premiumPriceText(price) : t.priceUnknown);
