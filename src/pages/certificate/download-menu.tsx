// A menu button (WAI-ARIA APG "menu button"): the button opens a menu of items; arrow keys,
// Home and End move between them; Enter or Space chooses; Escape closes and returns focus; Tab
// or a click outside closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../components/icons/icons';
import styles from './certificate-page.module.css';

export interface MenuItem {
  id: string;
  label: string;
}

interface Props {
  label: string;
  items: MenuItem[];
  onSelect: (item: MenuItem) => void;
}

export function MenuButton({ label, items, onSelect }: Props) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);
  const id = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  function openAt(index: number) {
    setActive((index + items.length) % items.length);
    setOpen(true);
  }

  function close(focusButton: boolean) {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }

  function choose(item: MenuItem) {
    close(true);
    onSelect(item);
  }

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(items.length - 1);
    }
  }

  function onMenuKey(e: KeyboardEvent<HTMLLIElement>) {
    const last = items.length - 1;
    let next: number | null = null;
    switch (e.key) {
      case 'ArrowDown':
        next = active === last ? 0 : active + 1;
        break;
      case 'ArrowUp':
        next = active === 0 ? last : active - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close(true);
        return;
      case 'Tab':
        close(false);
        return;
      case 'Enter':
      case ' ':
        e.preventDefault();
        choose(items[active]);
        return;
      default: {
        // Type-ahead: the first item starting with the typed letter.
        if (e.key.length === 1 && /\S/.test(e.key)) {
          const k = e.key.toLowerCase();
          const i = items.findIndex((it, n) => n > active && it.label.toLowerCase().startsWith(k));
          const j = i >= 0 ? i : items.findIndex((it) => it.label.toLowerCase().startsWith(k));
          if (j >= 0) next = j;
        }
      }
    }
    if (next !== null) {
      e.preventDefault();
      setActive(next);
    }
  }

  return (
    <div className={styles.menuWrap}>
      <button
        ref={button}
        type="button"
        className="btn"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <Icon name="download" size={18} />
        {label}
        <Icon name="chevronDown" size={18} />
      </button>
      <ul ref={menu} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} className={styles.menu} hidden={!open}>
        {items.map((item, i) => (
          <li
            key={item.id}
            ref={(el) => {
              itemRefs.current[i] = el;
            }}
            role="menuitem"
            tabIndex={i === active ? 0 : -1}
            className={styles.menuItem}
            onClick={() => choose(item)}
            onKeyDown={onMenuKey}
            onMouseEnter={() => setActive(i)}
          >
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
