// The keyboard of a WAI-ARIA tab list (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): the tabs
// are one stop of the Tab key (the selected one), the arrow keys move and select (wrapping), Home
// and End go to the first and the last. Used by the gallery's Photos / Floor plans tabs and the
// estate form's language tabs; each adds its own ids, labels and panels.
import { useRef, useState, type KeyboardEvent } from 'react';

export interface TabProps {
  ref: (el: HTMLButtonElement | null) => void;
  type: 'button';
  role: 'tab';
  'aria-selected': boolean;
  tabIndex: number;
  onClick: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
}

export function useTabs<T extends string>(tabs: readonly T[], initial: T): { active: T; select: (tab: T) => void; tabProps: (tab: T) => TabProps } {
  const [active, select] = useState<T>(initial);
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabs.indexOf(active);
    const moves: Record<string, number> = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = tabs[(moves[e.key] + tabs.length) % tabs.length];
    select(next);
    buttons.current.get(next)?.focus();
  };
  const tabProps = (tab: T): TabProps => ({
    ref: (el) => {
      if (el) buttons.current.set(tab, el);
      else buttons.current.delete(tab);
    },
    type: 'button',
    role: 'tab',
    'aria-selected': active === tab,
    tabIndex: active === tab ? 0 : -1,
    onClick: () => select(tab),
    onKeyDown,
  });
  return { active, select, tabProps };
}
