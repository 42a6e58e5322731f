// The domain feature's public surface: the host's top-level domain.
export * from './slice.ts';
