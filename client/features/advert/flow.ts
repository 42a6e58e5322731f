// The rules of the guided listing flow, free of React and of the browser: which steps a visitor
// sees, the checks of the two form steps, which step a draft may open (and where it is sent
// instead), and which step an answer of the api is about.
//
//   visitor:                       what → price → photos → contact → plan → publish
//   signed in, may publish more:   what → price → photos → publish
//   signed in, no room to publish: what → price → photos → plan → publish
//
// "Plan" is shown to visitors because it may be needed (a new account has no plan yet); once they
// have signed up or in, it is skipped when their plan still has room.
import { DEAL_TYPES, ESTATE_TYPES } from '../../../shared/search/facets.ts';
import { ESTATE_LIMITS } from '../../../shared/contract/limits.ts';
import type { Resource } from '../../../shared/contract/billing.ts';
import { canPublish } from '../../../shared/billing/resources.ts';
import { msg, type FieldMessage, type FormErrors } from '../../lib/forms/errors.ts';
import { all, maxLength, numberIn, required, runRules, type Rules } from '../../lib/forms/validators.ts';
import type { AdvertDraft } from './draft.ts';
import { ADVERT_STEPS, type AdvertStep } from './paths.ts';

/** What the flow needs to know about the visitor (the route guards' viewer fits). */
export interface FlowViewer {
  isLoggedIn: boolean;
  resources: readonly Resource[];
}

// the api's bounds (shared/contract/estate-inputs.ts), checked here first so the visitor hears at once
export const MAX_PRICE = 10_000_000_000;
export const MAX_SPACE = 1_000_000;
export const MAX_ROOMS = 1000;
export const MAX_TITLE = ESTATE_LIMITS.title;
export const MAX_CITY = ESTATE_LIMITS.city;

export type WhatValues = Pick<AdvertDraft, 'dealType' | 'estateType' | 'countryCode' | 'city'>;
export type PriceValues = Pick<AdvertDraft, 'price' | 'currency' | 'livingSpace' | 'rooms' | 'title'>;

const choice =
  (values: readonly string[]) =>
  (v: string): FieldMessage | null =>
    values.includes(v) ? null : msg('forms.errors.required');

export const WHAT_RULES: Rules<WhatValues> = {
  dealType: choice(DEAL_TYPES),
  estateType: choice(ESTATE_TYPES),
  countryCode: (v) => (/^[A-Z]{2}$/.test(v) ? null : msg('forms.errors.required')),
  city: all(required, maxLength(MAX_CITY)),
};

export const PRICE_RULES: Rules<PriceValues> = {
  price: all(required, numberIn(0, MAX_PRICE)),
  currency: (v) => (v ? null : msg('forms.errors.required')),
  livingSpace: all(required, numberIn(0.01, MAX_SPACE)),
  rooms: all(required, numberIn(1, MAX_ROOMS, { integer: true })),
  title: maxLength(MAX_TITLE),
};

export const WHAT_FIELDS = Object.keys(WHAT_RULES) as (keyof WhatValues)[];
export const PRICE_FIELDS = Object.keys(PRICE_RULES) as (keyof PriceValues)[];

export const whatErrors = (d: AdvertDraft): FormErrors => runRules<WhatValues>(d, WHAT_RULES);
export const priceErrors = (d: AdvertDraft): FormErrors => runRules<PriceValues>(d, PRICE_RULES);
const complete = (errors: FormErrors) => Object.keys(errors).length === 0;

/** The steps this visitor goes through, in order. */
export function visibleSteps(viewer: FlowViewer): AdvertStep[] {
  if (!viewer.isLoggedIn) return [...ADVERT_STEPS];
  const skip: AdvertStep[] = canPublish(viewer.resources) ? ['contact', 'plan'] : ['contact'];
  return ADVERT_STEPS.filter((s) => !skip.includes(s));
}

/**
 * The steps the list shows and counts: those this visitor goes through now, and those the flow started
 * with (`started`, remembered in the browser), so the total stays what it was at the start when
 * signing up or taking a plan makes a step unnecessary (it is then passed over and shown as done).
 */
export function flowSteps(viewer: FlowViewer, started: readonly AdvertStep[] | null): AdvertStep[] {
  const visible = visibleSteps(viewer);
  return ADVERT_STEPS.filter((s) => visible.includes(s) || (started?.includes(s) ?? false));
}

/**
 * Where the visitor must go instead of `step`, or null when the draft may open it: a form step needs
 * the ones before it filled in; contact is for visitors only; the plan step for signed-in users whose
 * plan has no room (or who have none); publishing needs an account with room to publish.
 */
export function stepGuard(step: AdvertStep, draft: AdvertDraft, viewer: FlowViewer): AdvertStep | null {
  if (step === 'what') return null;
  if (!complete(whatErrors(draft))) return 'what';
  if (step === 'price') return null;
  if (!complete(priceErrors(draft))) return 'price';
  if (step === 'photos') return null;
  const room = canPublish(viewer.resources);
  if (!viewer.isLoggedIn) return step === 'contact' ? null : 'contact';
  if (step === 'contact') return room ? 'publish' : 'plan';
  if (step === 'plan') return room ? 'publish' : null;
  return room ? null : 'plan';
}

/** Whether the draft may open `step` now (the step list links only those). */
export const stepOpen = (step: AdvertStep, draft: AdvertDraft, viewer: FlowViewer): boolean => stepGuard(step, draft, viewer) === null;

/** The step after `step` for this visitor (publish is the last). A step the visitor does not see
 *  (contact, once signed in) leads on to the next one they do. */
export function nextStep(step: AdvertStep, viewer: FlowViewer): AdvertStep {
  const steps = visibleSteps(viewer);
  return ADVERT_STEPS.slice(ADVERT_STEPS.indexOf(step) + 1).find((s) => steps.includes(s)) ?? 'publish';
}

/** The step before `step` for this visitor, or null on the first. */
export function previousStep(step: AdvertStep, viewer: FlowViewer): AdvertStep | null {
  const steps = visibleSteps(viewer);
  const before = ADVERT_STEPS.slice(0, ADVERT_STEPS.indexOf(step)).filter((s) => steps.includes(s));
  return before.length ? before[before.length - 1] : null;
}

/** The step that holds a field of the listing, for errors the api names at publishing. */
export function stepOfField(field: string): AdvertStep | null {
  if ((WHAT_FIELDS as string[]).includes(field)) return 'what';
  if ((PRICE_FIELDS as string[]).includes(field)) return 'price';
  return null;
}
