import { useEffect, useRef, useState, type ElementType, type KeyboardEvent } from 'react';
import { useElementId } from '@ilm/shared/ui';
import styles from './phone-input.module.css';

/** docs/rules/accounts.md#telephone: typed letters are joined into one search until this long a pause. */
export const TYPE_TO_FIND_TIMEOUT_MS = 700;
/** docs/rules/accounts.md#telephone: the list opens below the button when more than this much room is below it, above otherwise. */
export const DROPDOWN_MIN_SPACE_BELOW_PX = 200;

interface Option {
  value?: string;
  label: string;
  divider?: boolean;
}

/** The props react-phone-number-input hands its `countrySelectComponent`. */
export interface CountrySelectProps {
  value?: string;
  onChange(value?: string): void;
  options: Option[];
  iconComponent: ElementType;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-label'?: string;
  onFocus?(): void;
  onBlur?(): void;
}

/** The phone input's country picker: a button and a listbox with type-to-find and smart placement. */
export function CountrySelect({ value, onChange, options, iconComponent: Icon, disabled, readOnly, onFocus, onBlur, ...rest }: CountrySelectProps) {
  const label = rest['aria-label'] ?? 'Country';
  const listId = useElementId();
  const items = options.filter((option) => !option.divider);
  const selected = Math.max(
    0,
    items.findIndex((option) => option.value === value),
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(selected);
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const search = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });

  useEffect(() => () => clearTimeout(search.current.timer), []);
  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  function openList() {
    if (disabled || readOnly) return;
    const rect = buttonRef.current?.getBoundingClientRect();
    const spaceBelow = rect ? window.innerHeight - rect.bottom : Infinity;
    setPlacement(spaceBelow > DROPDOWN_MIN_SPACE_BELOW_PX ? 'below' : 'above');
    setActive(selected);
    setOpen(true);
  }

  function close(refocus = true) {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }

  function choose(index: number) {
    const option = items[index];
    if (option) onChange(option.value);
    close();
  }

  function typeToFind(key: string) {
    const state = search.current;
    clearTimeout(state.timer);
    state.text += key.toLocaleLowerCase();
    state.timer = setTimeout(() => (state.text = ''), TYPE_TO_FIND_TIMEOUT_MS);
    const match = items.findIndex((option) => option.label.toLocaleLowerCase().startsWith(state.text));
    if (match >= 0) setActive(match);
  }

  function onListKeyDown(event: KeyboardEvent) {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(last, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: last };
    if (event.key in moves) setActive(moves[event.key] ?? active);
    else if (event.key === 'Enter' || event.key === ' ') choose(active);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') return close(false);
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typeToFind(event.key);
    else return;
    event.preventDefault();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openList();
    }
  }

  const current = items[selected];
  return (
    <div className={styles.country}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.countryButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${label}: ${current?.label ?? ''}`}
        disabled={disabled || readOnly}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onButtonKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <Icon aria-hidden country={value} label={current?.label ?? label} />
        <span className={styles.arrow} aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={label}
          aria-activedescendant={`${listId}-${active}`}
          className={`${styles.list} ${placement === 'below' ? styles.below : styles.above}`}
          data-placement={placement}
          onKeyDown={onListKeyDown}
          onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && event.relatedTarget !== buttonRef.current && close(false)}
        >
          {items.map((option, index) => (
            // The keyboard is handled once for the whole list (onListKeyDown, with aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.value ?? 'ZZ'}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={index === selected}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
