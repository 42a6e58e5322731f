// What every step reads: the draft (null until the browser has it), the visitor as the flow sees
// them, and the language and currency of the page.
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentCurrency } from '../../../session/currencies/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectViewer } from '../../../session/user/index.ts';
import { updateDraft, useDraft } from '../draftStore.ts';
import type { AdvertDraft } from '../draft.ts';

export function useFlow() {
  const draft = useDraft();
  const viewer = useSelector(selectViewer);
  const language = useSelector(selectLanguage);
  const currency = useSelector(selectCurrentCurrency);
  return { draft, viewer, language, currency };
}

/**
 * Writes a form's values into the draft as they change (so a reload keeps what was typed, not only
 * what was confirmed with "Next"). Only a form started from the stored draft writes: the empty form
 * the server rendered must not overwrite it.
 */
export function useSaveOnChange(values: Partial<AdvertDraft>, loaded: boolean): void {
  useEffect(() => {
    if (loaded) updateDraft(values);
  }, [values, loaded]);
}
