import { describe, expect, it } from 'vitest';
import { premiumPriceOrUnknown, premiumPriceText } from './premium-price';

describe('premiumPriceText', () => {
  it('says a monthly price in kroner, whole kroner without decimals', () => {
    expect(premiumPriceText({ amount: 7900, currency: 'dkk', interval: 'month', intervalCount: 1 })).toBe('79 kr. om måneden');
    expect(premiumPriceText({ amount: 7950, currency: 'DKK', interval: 'month', intervalCount: 1 })).toBe('79,50 kr. om måneden');
  });

  it('says other intervals, every nth and other currencies', () => {
    expect(premiumPriceText({ amount: 79000, currency: 'dkk', interval: 'year', intervalCount: 1 })).toBe('790 kr. om året');
    expect(premiumPriceText({ amount: 19900, currency: 'dkk', interval: 'month', intervalCount: 3 })).toBe('199 kr. hver 3. måned');
    expect(premiumPriceText({ amount: 999, currency: 'eur', interval: 'week', intervalCount: 1 })).toBe('9,99 € om ugen');
    expect(premiumPriceText({ amount: 1234500, currency: 'sek', interval: 'year', intervalCount: 1 })).toBe('12.345 SEK om året');
    expect(premiumPriceText({ amount: 500, currency: 'jpy', interval: 'month', intervalCount: 1 })).toBe('500 JPY om måneden');
  });

  it('has words for a price nobody told us', () => {
    expect(premiumPriceOrUnknown(null)).toBe('den pris, der står på betalingssiden');
  });
});
