// Asked when a fifth listing is added to the comparison: which of the chosen ones to take out for it.
// A modal <dialog> (focus moves in and is kept there by the browser, Escape cancels, focus returns to
// the toggle), loaded only when it opens.
import { useEffect, useId, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { pickLocalized } from '../../../lib/localized.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { addToCompare, compareSnapshot, type CompareEntry } from '../list.ts';

export interface DropDialogProps {
  /** the listing to add */
  entry: CompareEntry;
  max: number;
  onClose(): void;
}

export default function DropDialog({ entry, max, onClose }: DropDialogProps) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const chosen = compareSnapshot();
  const name = (title: CompareEntry['title'], aliasId: string) => pickLocalized(title, language)?.text ?? aliasId;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog compare-drop"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {t('compareToggle.fullTitle', { count: max })}
      </h2>
      <p id={`${id}-text`}>{t('compareToggle.fullText', { title: name(entry.title, entry.aliasId) })}</p>
      <ul className="compare-drop__list">
        {chosen.map((e) => (
          <li key={e.aliasId}>
            <button
              type="button"
              className="btn btn--secondary compare-drop__choice"
              onClick={() => {
                addToCompare(entry, e.aliasId);
                onClose();
              }}
            >
              {t('compareToggle.drop', { title: name(e.title, e.aliasId) })}
            </button>
          </li>
        ))}
      </ul>
      <div className="confirm-dialog__actions">
        {/* a modal dialog moves the focus into itself; the harmless choice takes it */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="btn btn--secondary" onClick={onClose} autoFocus>
          {t('forms.cancel')}
        </button>
      </div>
    </dialog>
  );
}
