// Renders a route's screen. A screen whose chunk is already loaded (always the case for the first
// page: server and browser await it) renders at once; otherwise its chunk is loaded with a spinner,
// and a load slower than 15 s or a failed load shows the reload prompt (docs/product.md, "Errors").
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translation.tsx';
import { TIMING } from '../../shared/core/constants.ts';
import type { RouteMatch } from '../../shared/routing/routes.ts';
import type { ScreenId } from './screens.ts';
import { ReloadPrompt } from '../ui/system/ReloadPrompt.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { ScreenLoader } from './screenLoader.ts';
import type { ScreenComponent } from '../lib/screens.ts';

type HostState = { phase: 'ready'; Screen: ScreenComponent } | { phase: 'loading' } | { phase: 'timeout' } | { phase: 'failed'; message: string };

export interface ScreenHostProps {
  id: ScreenId;
  match: RouteMatch;
  loader: ScreenLoader;
  componentTimeoutMs?: number;
}

export function ScreenHost({ id, match, loader, componentTimeoutMs = TIMING.componentLoadTimeoutMs }: ScreenHostProps) {
  const { t } = useTranslation();
  // the outcome of loading a screen that was not loaded yet, for the screen it is about
  const [outcome, setOutcome] = useState<(HostState & { id: ScreenId }) | null>(null);
  const loaded = loader.loaded(id);
  const state: HostState = loaded ? { phase: 'ready', Screen: loaded } : outcome?.id === id ? outcome : { phase: 'loading' };

  useEffect(() => {
    if (loader.loaded(id)) return;
    let alive = true;
    const timer = setTimeout(() => {
      if (alive) setOutcome((s) => (s?.id === id && s.phase !== 'loading' ? s : { id, phase: 'timeout' }));
    }, componentTimeoutMs);
    loader.load(id).then(
      (Loaded) => {
        // a chunk that arrives after the time-out still replaces the prompt
        if (alive) setOutcome({ id, phase: 'ready', Screen: Loaded });
      },
      (err: Error) => {
        console.error(err);
        if (alive) setOutcome({ id, phase: 'failed', message: err.message });
      },
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [id, loader, componentTimeoutMs]);

  switch (state.phase) {
    case 'ready':
      return <state.Screen match={match} />;
    case 'loading':
      return <Spinner label={t('chunk.loading', { defaultValue: 'Loading...' })} />;
    case 'timeout':
    case 'failed':
      // the reason (state.message) was logged when the load failed; the visitor sees the prompt only
      return <ReloadPrompt />;
  }
}
