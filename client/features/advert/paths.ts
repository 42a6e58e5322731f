// The steps of the guided listing flow and their addresses (shared/routing/routes.ts declares the same paths).
// Kept apart from the flow's rules so the header can link to the start without pulling them in.

export const ADVERT_STEPS = ['what', 'price', 'photos', 'contact', 'plan', 'publish'] as const;
export type AdvertStep = (typeof ADVERT_STEPS)[number];

/** `/advert/what`, `/advert/price`, … */
export const advertPath = (step: AdvertStep): string => `/advert/${step}`;

/** Where "Add a listing" leads. */
export const ADVERT_START_PATH = advertPath('what');

/** Where the plan pages send the user back to (`?returnTo=`), once a plan is taken. */
export const ADVERT_RETURN_PATH = advertPath('publish');
