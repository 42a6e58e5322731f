import { useId } from 'react';

export interface CheckboxGroupProps {
  legend: string;
  /** the value keys in display order */
  options: readonly string[];
  /** the label of a value */
  labelOf(value: string): string;
  selected: readonly string[] | undefined;
  onChange(selected: string[]): void;
  /** lay the options out in columns (long lists) */
  columns?: boolean;
}

/** A fieldset of checkboxes; the result keeps the options' order. */
export function CheckboxGroup({ legend, options, labelOf, selected = [], onChange, columns }: CheckboxGroupProps) {
  const id = useId();
  const toggle = (value: string, on: boolean) => {
    const set = new Set(selected);
    if (on) set.add(value);
    else set.delete(value);
    onChange(options.filter((o) => set.has(o)));
  };
  return (
    <fieldset className={columns ? 'checkbox-group checkbox-group--columns' : 'checkbox-group'}>
      <legend className="form-field__label">{legend}</legend>
      <ul className="checkbox-group__list">
        {options.map((value) => (
          <li key={value}>
            <input type="checkbox" id={`${id}-${value}`} checked={selected.includes(value)} onChange={(e) => toggle(value, e.target.checked)} />
            <label htmlFor={`${id}-${value}`}>{labelOf(value)}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
