import type { RealtorsState } from './state.ts';

type S = { realtors: RealtorsState };

export const selectDirectory = (s: S) => s.realtors.directory;
export const selectRealtorProfile = (s: S) => s.realtors.profile;
