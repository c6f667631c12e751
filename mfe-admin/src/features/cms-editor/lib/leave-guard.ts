/**
 * Asks before the page is left while it holds unsaved changes, by every way out the browser and the shell
 * offer. The shell renders the admin area in a declarative `BrowserRouter`, which has no navigation blocker
 * (react-router's `useBlocker` needs a data router), so the guard stands in front of the routers instead:
 *
 * - reload, close or another address typed: the browser's own question (`beforeunload`);
 * - the browser's Back and Forward: the `popstate` listener of {@link installLeaveGate}, added when the admin
 *   app loads and so called before react-router's (a window's listeners run in the order they were added),
 *   hides the event from the routers after it, so that the page stays mounted; the editor's address is put
 *   back at once and `ask` decides whether the move is made after all;
 * - in-app links (react-router's and the light router's `<a href>`, the shell's header and footer): a click
 *   listener in the capture phase on `document`, ahead of React's, which holds a plain left click on a
 *   same-tab link to another address of this site and repeats it once `ask` says to leave.
 *
 * @param ask shows the question; calls `leave` when the user chooses to leave, `stay` when they stay
 * @returns removes the guard (call it when the changes are saved or discarded, or the page goes)
 */
/** The `popstate` handler of the guard in force, called by the listener of {@link installLeaveGate}. */
let popStateGuard: ((event: PopStateEvent) => void) | null = null;
const gated = new WeakSet<object>();

/**
 * Adds the one `popstate` listener the guards use, ahead of the routers': call it before the app's router
 * starts listening (react-router's `BrowserRouter` does when it mounts). Later calls change nothing.
 */
export function installLeaveGate(win: Pick<Window, 'addEventListener'>): void {
  if (gated.has(win)) return;
  gated.add(win);
  win.addEventListener('popstate', (event) => popStateGuard?.(event));
}

export function guardLeaving(
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'history' | 'location' | 'document'>,
  ask: (leave: () => void, stay: () => void) => void,
): () => void {
  const { history, location, document } = win;
  const home = { url: location.href, state: history.state as unknown };
  /** Set once the user chose to leave: the move they asked for goes through, and no question follows it. */
  let released = false;
  /** Set while a Forward is being undone with `history.go`: its `popstate` is the guard's own. */
  let returning = false;
  /** Set while the question is on screen: a second Back meanwhile is undone without a second question. */
  let asking = false;

  const askOnce = (leave: () => void) => {
    if (asking) return;
    asking = true;
    ask(
      () => {
        asking = false;
        released = true;
        leave();
      },
      () => {
        asking = false;
      },
    );
  };

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!released) event.preventDefault();
  };

  const onPopState = (event: PopStateEvent) => {
    if (returning) {
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    if (released) return;
    const url = new URL(location.href);
    const editor = new URL(home.url);
    // A move between places on the editor's own page (a fragment) leaves nothing behind.
    if (url.pathname === editor.pathname && url.search === editor.search) return;
    event.stopImmediatePropagation();
    const step = historyStep(home.state, event.state);
    if (step !== null && step > 0) {
      // Forward: going back the same number of entries returns to the editor's own entry, leaving none extra.
      returning = true;
      history.go(-step);
      askOnce(() => history.go(step));
      return;
    }
    // Back (or a step the entries do not tell): the editor's entry comes again right after the one the browser
    // went to, in place of the entries after it, so a later Back goes exactly where this one went.
    history.pushState(home.state, '', home.url);
    askOnce(() => history.back());
  };

  const onClick = (event: MouseEvent) => {
    if (released || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = leavingLink(event.target, location);
    if (!link) return;
    event.preventDefault();
    event.stopPropagation();
    askOnce(() => link.click());
  };

  installLeaveGate(win);
  popStateGuard = onPopState;
  win.addEventListener('beforeunload', onBeforeUnload);
  document.addEventListener('click', onClick, true);
  return () => {
    if (popStateGuard === onPopState) popStateGuard = null;
    win.removeEventListener('beforeunload', onBeforeUnload);
    document.removeEventListener('click', onClick, true);
  };
}

/**
 * How many entries the browser moved, from react-router's entry numbers (`idx` in each entry's state); null
 * when an entry has none (one the light router pushed, or one made before react-router started).
 */
function historyStep(from: unknown, to: unknown): number | null {
  const fromIndex = entryIndex(from);
  const toIndex = entryIndex(to);
  return fromIndex === null || toIndex === null ? null : toIndex - fromIndex;
}

function entryIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/**
 * The link a click would follow away from this page in the same tab, or null: links that open elsewhere
 * (another tab, a download, another site, which the browser's own question covers), links to a place on this
 * page, and links inside text being edited (CKEditor's content, where a click places the caret) are left alone.
 */
function leavingLink(target: EventTarget | null, here: Location): HTMLAnchorElement | null {
  const element = target as Element | null;
  const link = element?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!link || link.isContentEditable || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return link;
}
