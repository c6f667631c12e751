import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReferrerAccountDto } from '@referrals/contracts';
import { LineIcon } from '@referrals/ui/light';
import * as styles from './account.module.css';

// The open menu and the settings dialog (react-hook-form, yup, the schemas) are fetched when the person
// reaches for the button, not with the page: a phone's first load stays within its budget.
const loadList = () => import('./AccountMenuList.tsx');
const loadSettings = () => import('./AccountSettingsDialog.tsx');
const AccountMenuList = lazy(() => loadList().then((module) => ({ default: module.AccountMenuList })));
const AccountSettingsDialog = lazy(() =>
  loadSettings().then((module) => ({ default: module.AccountSettingsDialog })),
);
const prefetch = () => {
  void loadList().catch(() => undefined);
  void loadSettings().catch(() => undefined);
};

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  referrer: ReferrerAccountDto;
  /** The membership the settings are saved through (the chosen campaign's); default the person's latest. */
  referrerId?: string;
  /** The saved account, for a page that shows the person's name. */
  onAccountUpdated?: (referrer: ReferrerAccountDto) => void;
}

/** The account menu: a button with the person's name opening "Account Settings" and "Logout". */
export function AccountMenu({ referrer, referrerId = referrer.id, onAccountUpdated }: AccountMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const settingsWereOpen = useRef(false);

  // The dialog was opened from the menu, gone by now: the focus goes back to the menu's button.
  useEffect(() => {
    if (settingsWereOpen.current && !settingsOpen) buttonRef.current?.focus();
    settingsWereOpen.current = settingsOpen;
  }, [settingsOpen]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  return (
    <div className={styles.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          {(referrer.firstName[0] ?? '').toUpperCase()}
        </span>
        <span className={styles.menuName}>{`${referrer.firstName} ${referrer.lastName}`.trim()}</span>
        <LineIcon size={16}>
          <path d="M6 9l6 6 6-6" />
        </LineIcon>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            buttonRef={buttonRef}
            onClose={close}
            onAccountSettings={() => {
              setOpen(false);
              setSettingsOpen(true);
            }}
          />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <AccountSettingsDialog
            open
            onClose={() => setSettingsOpen(false)}
            referrer={referrer}
            referrerId={referrerId}
            onUpdated={onAccountUpdated}
          />
        </Suspense>
      )}
    </div>
  );
}
