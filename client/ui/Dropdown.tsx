import { useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';

export interface DropdownProps {
  /** the visible content of the toggle button */
  label: ReactNode;
  /** an accessible name for the toggle when its content is not enough on its own */
  ariaLabel?: string;
  className?: string;
  /** which edge of the toggle the panel lines up with */
  align?: 'start' | 'end';
  /** the menu entries: `<li>` elements, usually holding links */
  children: ReactNode;
}

/**
 * A disclosure menu: opens on mouse over and closes on mouse out (a mouse only: on touch screens a
 * tap on the toggle opens it); by keyboard the toggle button
 * opens and closes it (Enter, Space, ArrowDown), Escape closes it and returns focus to the toggle,
 * and moving focus out of it closes it. The toggle announces its state with aria-expanded.
 */
export function Dropdown({ label, ariaLabel, className, align = 'start', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  // a click right after the mouse opened the menu must not close it again
  const hoverOpened = useRef(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const focusFirstItem = () => {
    const first = rootRef.current?.querySelector<HTMLElement>('.dropdown__panel a, .dropdown__panel button');
    first?.focus();
  };

  const close = () => {
    hoverOpened.current = false;
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // the panel is rendered hidden, not unmounted, so its first item can take focus at once
      requestAnimationFrame(focusFirstItem);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !rootRef.current?.contains(next)) close();
  };

  const classes = ['dropdown', `dropdown--${align}`, open ? 'dropdown--open' : '', className ?? ''].filter(Boolean).join(' ');

  return (
    // the wrapper only hears what bubbles from its button and items (Escape, focus leaving, hover);
    // the button and the items are the interactive elements, each reachable by keyboard
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={classes}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        hoverOpened.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') close();
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => {
          if (open && hoverOpened.current) hoverOpened.current = false;
          else setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="dropdown__caret" aria-hidden="true" />
      </button>
      {/* a chosen item (its link or button, by click or Enter) closes the panel: the click bubbles here */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={panelId} className="dropdown__panel" hidden={!open} onClick={close}>
        {children}
      </ul>
    </div>
  );
}
