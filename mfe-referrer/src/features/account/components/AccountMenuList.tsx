import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useSignOut } from '../../../lib/session/use-sign-out.ts';
import * as styles from './account.module.css';

/** Props of {@link AccountMenuList}. */
export interface AccountMenuListProps {
  id: string;
  /** The menu's button: a press on it is not "outside". */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Close the menu; `refocus` gives the focus back to its button (Escape). */
  onClose: (refocus: boolean) => void;
  onAccountSettings: () => void;
}

/**
 * The open account menu: "Account Settings" and "Logout", as a WAI-ARIA menu (arrow keys, Home, End,
 * Escape; a press outside closes it). Fetched with the first opening: the pages load without it.
 */
export function AccountMenuList({ id, buttonRef, onClose, onAccountSettings }: AccountMenuListProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const signOut = useSignOut();
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    items()[0]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [buttonRef, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  return (
    <ul ref={menuRef} id={id} role="menu" aria-label="Account" className={styles.menu} onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.menuItem}
          onClick={onAccountSettings}
        >
          Account Settings
        </button>
      </li>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.menuItem}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          Logout
        </button>
      </li>
    </ul>
  );
}
