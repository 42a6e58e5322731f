// The host's top-level domain ('com', 'ru', 'de' or another), supplied at start, never changed.
export type DomainState = string;

export const initialDomainState: DomainState = 'com';

export function domainReducer(state: DomainState = initialDomainState): DomainState {
  return state;
}

export const selectDomain = (s: { domain: DomainState }): string => s.domain;
