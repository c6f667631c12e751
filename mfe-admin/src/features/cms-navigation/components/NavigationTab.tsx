import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Input, Skeleton } from 'antd';
import { parsedSetting, type FooterSection, type NavLink } from '@referrals/contracts';
import { useCmsSettings, useSaveSetting } from '../../../lib/cms/settings-api.ts';
import { createDebouncedSaver, type SaveState } from '../lib/debounced-saver.ts';
import { moved, NEW_LINK, NEW_SECTION, replaced, without } from '../lib/nav-lists.ts';
import * as admin from '../../../components/admin.module.css';
import * as styles from './navigation.module.css';
import { LoadFailed } from '../../../components/LoadFailed.tsx';

/**
 * A list kept on screen and saved as one JSON setting 500 ms after its last edit, with the save's state.
 * The screen's copy is the truth while editing: a refused save keeps what was typed, with the reason.
 */
export function useAutosavedList<Item>(key: string, initial: Item[]) {
  const save = useSaveSetting();
  const [items, setItems] = useState(initial);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const saver = useMemo(
    () =>
      createDebouncedSaver<Item[]>({
        save: (value) => save(key, JSON.stringify(value)),
        onState: setState,
      }),
    [key, save],
  );
  useEffect(() => () => saver.cancel(), [saver]);
  const change = (next: Item[]) => {
    setItems(next);
    saver.change(next);
  };
  return { items, change, state };
}

/** "Saving…", "Saved" or the server's reason, announced politely to screen readers. */
export function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'saved'
        ? 'Saved'
        : state.kind === 'failed'
          ? `Not saved: ${state.message}`
          : '';
  return (
    <span role="status" className={state.kind === 'failed' ? styles.statusFailed : styles.status}>
      {text}
    </span>
  );
}

/** Links, each with label, URL, move up, move down and delete. */
export function LinkListEditor({
  links,
  onChange,
  name,
}: {
  links: readonly NavLink[];
  onChange: (links: NavLink[]) => void;
  /** Names the list in the buttons' labels, e.g. "header". */
  name: string;
}) {
  return (
    <ol className={styles.links} aria-label={`${name} links`}>
      {links.map((link, index) => (
        <li key={index} className={styles.linkRow}>
          <Input
            aria-label={`${name} link ${index + 1} label`}
            value={link.label}
            placeholder="Label"
            onChange={(event) => onChange(replaced(links, index, { ...link, label: event.target.value }))}
          />
          <Input
            aria-label={`${name} link ${index + 1} URL`}
            value={link.url}
            placeholder="/about or https://…"
            onChange={(event) => onChange(replaced(links, index, { ...link, url: event.target.value }))}
          />
          <div className={admin.rowActions}>
            <Button
              size="small"
              disabled={index === 0}
              onClick={() => onChange(moved(links, index, -1))}
              aria-label={`Move ${link.label || `link ${index + 1}`} up`}
            >
              ↑
            </Button>
            <Button
              size="small"
              disabled={index === links.length - 1}
              onClick={() => onChange(moved(links, index, 1))}
              aria-label={`Move ${link.label || `link ${index + 1}`} down`}
            >
              ↓
            </Button>
            <Button
              size="small"
              danger
              onClick={() => onChange(without(links, index))}
              aria-label={`Delete ${link.label || `link ${index + 1}`}`}
            >
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The header links and the footer sections, each saved on its own as it is edited. */
export function NavigationEditors({ settings }: { settings: Readonly<Record<string, string>> }) {
  const header = useAutosavedList<NavLink>('header_nav_links', parsedSetting(settings, 'header_nav_links'));
  const footer = useAutosavedList<FooterSection>(
    'footer_nav_sections',
    parsedSetting(settings, 'footer_nav_sections'),
  );
  return (
    <div className={admin.stack}>
      <Card title="Header Links" extra={<SaveStatus state={header.state} />}>
        <LinkListEditor links={header.items} onChange={header.change} name="Header" />
        <Button onClick={() => header.change([...header.items, NEW_LINK])}>Add Header Link</Button>
      </Card>
      <Card title="Footer Sections" extra={<SaveStatus state={footer.state} />}>
        <div className={admin.stack}>
          {footer.items.map((section, index) => (
            <section key={index} className={styles.section} aria-label={`Footer section ${section.title}`}>
              <div className={styles.sectionHead}>
                <Input
                  aria-label={`Footer section ${index + 1} title`}
                  value={section.title}
                  onChange={(event) =>
                    footer.change(replaced(footer.items, index, { ...section, title: event.target.value }))
                  }
                />
                <Button
                  danger
                  onClick={() => footer.change(without(footer.items, index))}
                  aria-label={`Remove section ${section.title}`}
                >
                  Remove Section
                </Button>
              </div>
              <LinkListEditor
                links={section.links}
                name={section.title || `Section ${index + 1}`}
                onChange={(links) => footer.change(replaced(footer.items, index, { ...section, links }))}
              />
              <Button
                onClick={() =>
                  footer.change(
                    replaced(footer.items, index, { ...section, links: [...section.links, NEW_LINK] }),
                  )
                }
              >
                Add Link to {section.title || `section ${index + 1}`}
              </Button>
            </section>
          ))}
          <Button className={styles.addButton} onClick={() => footer.change([...footer.items, NEW_SECTION])}>
            Add Section
          </Button>
        </div>
      </Card>
    </div>
  );
}

/** The Navigation tab: the settings loaded, then {@link NavigationEditors}. */
export function NavigationTab() {
  const settings = useCmsSettings();
  if (settings.isPending) return <Skeleton active />;
  if (!settings.data) {
    return <LoadFailed what="navigation" error={settings.error} />;
  }
  return <NavigationEditors settings={settings.data} />;
}
