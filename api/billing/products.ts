// The products sold one at a time beside the plans, and their prices. Today there is one: a top
// offer, which shows an estate among the top offers of the search for some days (one of
// TOP_OFFER_DAYS). Its price is per day, in minor units of each currency, kept here beside the code
// that charges it: changing it is a reviewed change like any other, and an order keeps the amount it
// was created with, so a new price never touches an order already made.
import type { Currency } from '../../shared/core/constants.ts';
import { TOP_OFFER_DAYS } from '../../shared/contract/billing.ts';

/** A top offer's price per day: 1.00 €, 1.10 $, 99 ₽ (minor units). */
export const TOP_OFFER_PRICE_PER_DAY: Readonly<Record<Currency, number>> = { eur: 100, usd: 110, rub: 9900 };

export type TopOfferDays = (typeof TOP_OFFER_DAYS)[number];

export function isTopOfferDays(days: number): days is TopOfferDays {
  return (TOP_OFFER_DAYS as readonly number[]).includes(days);
}

/** What a top offer of `days` days costs in `currency`, in minor units. */
export function topOfferAmount(days: TopOfferDays, currency: Currency): number {
  return TOP_OFFER_PRICE_PER_DAY[currency] * days;
}
