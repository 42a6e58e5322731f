import { useContext, useRef, useState, type KeyboardEvent } from 'react';
import { ReactReduxContext, useDispatch, useSelector } from 'react-redux';
import type { Action } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import type { PlaceSuggestion } from '../../../../shared/contract/places.ts';
import { initialPlacesState, MIN_SUGGEST_LENGTH, selectPlaces, suggestCleared, suggestRequested, type PlacesState } from '../slice.ts';

export interface PlaceComboboxProps {
  /** the input's id (its label points at it) */
  id: string;
  label: string;
  language: Language;
  /** the text the search holds (a picked place's name, or what was typed) */
  value: string | undefined;
  /** the class of the field's wrapper: the page's own field style */
  className?: string;
  inputClassName?: string;
  placeholder?: string;
  /** a suggestion was chosen */
  onPick(place: PlaceSuggestion): void;
  /** free text was committed (Enter or leaving the field) without choosing: the search by name */
  onCommitText?(text: string | undefined): void;
  /** any change of the text (the home form keeps it until it submits) */
  onTextChange?(text: string): void;
  /** offered under "no place matches" (the search page: save the search by name for alerts) */
  noMatchAction?: { label: string; onSelect(text: string): void };
}

/**
 * The place field of the search boxes, an ARIA combobox with a list popup
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): suggestions as one types (debounced and the
 * stale ones cancelled by the places saga), ArrowDown and ArrowUp move through them, Enter chooses,
 * Escape closes the list (and clears the text when it is closed), a polite live region says how many
 * there are. Typed text that is never chosen still searches by name.
 */
export function PlaceCombobox(props: PlaceComboboxProps) {
  // without a store (a component rendered alone) the field works as a plain text field
  return useContext(ReactReduxContext) ? (
    <ConnectedPlaceCombobox {...props} />
  ) : (
    <PlaceComboboxView {...props} places={initialPlacesState} dispatch={() => undefined} />
  );
}

function ConnectedPlaceCombobox(props: PlaceComboboxProps) {
  const dispatch = useDispatch();
  const places = useSelector(selectPlaces);
  return <PlaceComboboxView {...props} places={places} dispatch={dispatch} />;
}

function PlaceComboboxView({
  id,
  label,
  language,
  value,
  className = 'form-field',
  inputClassName = 'form-field__input',
  placeholder,
  onPick,
  onCommitText,
  onTextChange,
  noMatchAction,
  places,
  dispatch,
}: PlaceComboboxProps & { places: PlacesState; dispatch(action: Action): unknown }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [committed, setCommitted] = useState(value ?? '');
  if (seen !== value) {
    setSeen(value);
    setText(value ?? '');
    setCommitted(value ?? '');
  }
  const listId = `${id}-list`;
  const query = text.trim();
  const current = places.query === query && query.length >= MIN_SUGGEST_LENGTH;
  const values = current ? places.values : [];
  const expanded = open && values.length > 0;
  // nothing matches: said in the list's place (not only to screen readers), with the offer when given
  const noMatch = open && current && places.status === 'done' && values.length === 0;
  const wrapper = useRef<HTMLDivElement>(null);
  const activeIndex = active < values.length ? active : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  const type = (next: string) => {
    setText(next);
    setActive(-1);
    setOpen(true);
    onTextChange?.(next);
    if (next.trim().length >= MIN_SUGGEST_LENGTH) dispatch(suggestRequested({ query: next, lang: language }));
    else dispatch(suggestCleared());
  };
  const pick = (place: PlaceSuggestion) => {
    setText(place.name);
    setCommitted(place.name);
    setOpen(false);
    setActive(-1);
    onPick(place);
  };
  const commitText = () => {
    if (text.trim() === committed.trim()) return;
    setCommitted(text);
    onCommitText?.(text.trim() || undefined);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!values.length) {
        if (query.length >= MIN_SUGGEST_LENGTH && !current) dispatch(suggestRequested({ query, lang: language }));
        setOpen(true);
        return;
      }
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive(expanded && activeIndex >= 0 ? (activeIndex + step + values.length) % values.length : step > 0 ? 0 : values.length - 1);
    } else if (e.key === 'Enter') {
      if (expanded && activeIndex >= 0) {
        e.preventDefault();
        pick(values[activeIndex]);
      } else if (onCommitText) {
        e.preventDefault();
        setOpen(false);
        commitText();
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        e.preventDefault();
        type('');
      }
    }
  };

  const status =
    !current || !open
      ? ''
      : places.status === 'loading' && !values.length
        ? t('places.loading')
        : places.status === 'failed'
          ? t('places.failed')
          : places.status === 'done'
            ? values.length
              ? t('places.count', { count: values.length })
              : t('places.none')
            : '';

  return (
    <div className={`${className} place-combobox`} ref={wrapper}>
      <label className={className === 'form-field' ? 'form-field__label' : undefined} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={inputClassName || undefined}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        onChange={(e) => type(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={(e) => {
          // Tab to the no-match offer keeps the box open and the text uncommitted
          if (e.relatedTarget instanceof Node && wrapper.current?.contains(e.relatedTarget)) return;
          setOpen(false);
          setActive(-1);
          commitText();
        }}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('places.hint')}
      </span>
      <ul id={listId} role="listbox" aria-label={label} className="place-combobox__list" hidden={!expanded}>
        {values.map((place, i) => (
          // the keyboard works from the input (aria-activedescendant): options take no focus
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={place.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            className={i === activeIndex ? 'place-combobox__option place-combobox__option--active' : 'place-combobox__option'}
            // keeps the focus in the input, so choosing does not blur (and commit the typed text) first;
            // the keyboard works from the input (aria-activedescendant), as the combobox pattern has it
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(place)}
          >
            <span className="place-combobox__name">{place.name}</span>
            {place.parent ? <span className="place-combobox__parent">{place.parent}</span> : null}
            <span className="place-combobox__kind">{t(`places.kind.${place.kind}`)}</span>
          </li>
        ))}
      </ul>
      {noMatch ? (
        // keeps the focus in the input on a click, as the options do
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div className="place-combobox__none" onMouseDown={(e) => e.preventDefault()}>
          <p className="place-combobox__none-text">{t('places.noneFor', { text: query })}</p>
          {noMatchAction ? (
            <button
              type="button"
              className="btn place-combobox__none-action"
              onClick={() => {
                setOpen(false);
                setCommitted(text);
                noMatchAction.onSelect(query);
              }}
              onBlur={() => setOpen(false)}
            >
              {noMatchAction.label}
            </button>
          ) : null}
        </div>
      ) : null}
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {status}
      </span>
    </div>
  );
}
