// Shared set-up of the estate api tests: fresh users (signed up and in over HTTP, optionally on the
// free plan), a valid estate body, and a reader for every published estate of a search.
import { randomBytes } from 'node:crypto';
import { call, type StartedApi } from '../helpers/api.ts';
import type { Estate } from '../../shared/contract/estates.ts';

export interface TestUser {
  token: string;
  id: string;
  aliasId: string;
  email: string;
}

/** Signs up a new user and signs in; `plan` subscribes to a free plan (legacy-free: 3 publications). */
export async function newUser(api: StartedApi, plan: string | null = 'legacy-free'): Promise<TestUser> {
  const email = `estate-test-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'correct-horse-battery-42';
  const up = await call(api, 'POST', '/api/auth/sign-up', {
    email,
    password,
    title: 'ms',
    firstName: 'Erika',
    lastName: 'Muster',
    isRealtor: true,
    countryCode: 'ES',
    city: 'Málaga',
  });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${JSON.stringify(up.body)}`);
  const inn = await call<{ token: string; user: { _id: string; aliasId: string } }>(api, 'POST', '/api/auth/sign-in', { email, password });
  if (inn.status !== 200) throw new Error(`sign-in failed: ${inn.status} ${JSON.stringify(inn.body)}`);
  const user = { token: inn.body.token, id: inn.body.user._id, aliasId: inn.body.user.aliasId, email };
  if (plan) {
    const sub = await call(api, 'POST', '/api/billing/subscribe', { planId: plan }, user.token);
    if (sub.status !== 201) throw new Error(`subscribe failed: ${sub.status} ${JSON.stringify(sub.body)}`);
  }
  return user;
}

/** A complete, valid body of POST /api/estate. */
export function estateBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    dealType: 'sale',
    estateType: 'villa',
    title: { en: 'Villa with pool near the sea', de: 'Villa mit Pool am Meer' },
    description: { en: '<p>Bright villa, <strong>five minutes</strong> from the beach.</p>' },
    price: 450_000,
    currency: 'eur',
    geoData: { countryCode: 'ES', area: 'Andalusia', city: 'Nerja', address: 'Calle del Mar 5', lat: 36.75, lng: -3.87 },
    buildYear: 2005,
    livingSpace: 180,
    totalSpace: 210,
    rooms: 5,
    bedrooms: 3,
    comfort: ['pool', 'garden'],
    windowView: ['sea'],
    heating: ['solar'],
    condition: ['renovated'],
    details: { bathrooms: 2, parkingPlaces: 2, distances: { sea: 0.4, airport: 60 }, priceNegotiable: true, plotArea: 900 },
    ...overrides,
  };
}

/** Every estate of a search (all pages, topOffersSeparately off), as the api answers them. */
export async function searchAll(api: StartedApi, query = ''): Promise<Estate[]> {
  const out: Estate[] = [];
  for (let page = 1; ; page++) {
    const res = await call(api, 'GET', `/api/estate/search?onPage=100&page=${page}${query ? `&${query}` : ''}`);
    if (res.status !== 200) throw new Error(`search ${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
    out.push(...res.body.values);
    if (page >= res.body.meta.totalPages) return out;
  }
}
