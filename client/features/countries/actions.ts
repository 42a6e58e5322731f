// The countries feature's prefetch actions, apart from its reducer so that the screen registry
// (routes.ts, in the first-load chunk) does not bring the store part, which loads with the screens
// (a lazy feature, docs/decisions/0006).
import { actionCreator } from '../../store/action.ts';

export const fetchCountries = actionCreator('countries/fetch');
export const fetchCountryGuide = actionCreator<{ countryCode: string }>('countries/fetchGuide');
