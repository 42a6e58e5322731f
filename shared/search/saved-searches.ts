// Saved searches (issue 15, item 4): the alert frequencies and the limits, shared by the contract, the
// api and the client's forms.

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** How many searches one account keeps at most. */
export const MAX_SAVED_SEARCHES = 50;
export const MAX_SEARCH_NAME = 100;
export const MAX_SEARCH_QUERY = 2000;
