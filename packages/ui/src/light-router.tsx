import {
  Children,
  createContext,
  isValidElement,
  lazy,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type LazyExoticComponent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { bestRouteMatch, type RouteMatch, type RouteParams } from '@referrals/contracts';

/**
 * The light router of the shell, the public pages and the referrer portal: the address bar as React state,
 * route patterns, links. About 1 KiB instead of react-router's 60 KiB gzip, which the owner and admin areas
 * keep (docs/adr/0020-light-router-and-one-federation-runtime.md).
 *
 * Every bundle that uses it (the shell and each light remote carry their own copy) and every other router on
 * the page (react-router in the owner and admin areas) share one source of truth, `window.location`: history
 * changes made by anyone are announced with a {@link LOCATION_CHANGE_EVENT} on `window`, the browser's own
 * Back and Forward with `popstate`.
 */

/** Dispatched on `window` after `history.pushState` or `history.replaceState`, whoever called them. */
export const LOCATION_CHANGE_EVENT = 'referrals:locationchange';

/** Marks `window.history` once its methods announce changes (one mark for every copy of this module). */
const PATCHED = Symbol.for('referrals.light-router.history-patched');

/**
 * Wraps `history.pushState` and `replaceState` so that each call is followed by {@link LOCATION_CHANGE_EVENT}:
 * the shell then follows a navigation made by react-router inside a remote, and the other way round.
 */
function announceHistoryChanges(): void {
  const history = window.history as History & { [PATCHED]?: true };
  if (history[PATCHED]) return;
  history[PATCHED] = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
    };
  }
}

function subscribe(onChange: () => void): () => void {
  announceHistoryChanges();
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
  };
}

const currentAddress = () => window.location.pathname + window.location.search + window.location.hash;

/** Where the page is: the parts of `window.location` a page routes on. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** The address a page is rendered at outside a browser (a server build's renderer); null in a browser. */
const StaticAddressContext = createContext<string | null>(null);

/**
 * Renders `children` at `address` (path and query) where there is no `window`: a remote's server build
 * (docs/adr/0022-server-rendered-public-pages.md) routes and links exactly as its pages do in the browser.
 */
export function StaticLocation({ address, children }: { address: string; children: ReactNode }) {
  return <StaticAddressContext.Provider value={address}>{children}</StaticAddressContext.Provider>;
}

/** The current location; the component renders again whenever it changes. */
export function useLocation(): Location {
  const staticAddress = useContext(StaticAddressContext);
  const address = useSyncExternalStore(subscribe, currentAddress, () => staticAddress ?? '/');
  return useMemo(() => {
    // Only the path, query and fragment are read: any base would do, and a server has no window.
    const url = new URL(address, 'http://localhost');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }, [address]);
}

/**
 * The query string of the current location, first of a pair as react-router gives it (read only here: pages
 * link to other queries instead).
 */
export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}

/** How {@link navigate} moves: a new history entry (the default) or in place of the current one. */
export interface NavigateOptions {
  replace?: boolean;
}

/** Goes to `to` (a path on this origin) without reloading the page. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  announceHistoryChanges();
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
}

/** {@link navigate}, under the name components know from react-router. */
export function useNavigate(): typeof navigate {
  return navigate;
}

/** Path parameters of a matched pattern, decoded (`/voucher/:code` on `/voucher/AB12` gives `{ code: 'AB12' }`). */
export type Params = RouteParams;

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Params | null {
  return bestRouteMatch([pattern], pathname)?.params ?? null;
}

/**
 * The best of `patterns` for `pathname` (the most specific one, as react-router ranks them; the first listed
 * among equals) and its parameters, or null when none matches.
 */
export const matchBest: (patterns: readonly string[], pathname: string) => RouteMatch | null = bestRouteMatch;

/**
 * A page loaded on demand (a chunk of its own), for a `<Route>` of one of `patterns`. When the address is one
 * of them as the module calling this is evaluated (the remote's `./App`, loaded by the shell before React DOM
 * has arrived), its chunk is requested at once instead of when the route first renders: the first page waits
 * for one download less.
 */
export function lazyPage(
  patterns: readonly string[],
  load: () => Promise<ComponentType>,
): LazyExoticComponent<ComponentType> {
  const early = bestRouteMatch(patterns, window.location.pathname) ? load() : null;
  return lazy(() => (early ?? load()).then((component) => ({ default: component })));
}

/** Fills a pattern's parameters in, each encoded as one path segment. */
export function generatePath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

const ParamsContext = createContext<Params>({});

/** The parameters of the route being rendered. */
export function useParams<
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): T {
  return useContext(ParamsContext) as T;
}

/** One route of {@link Routes}: a pattern and what it shows. Renders nothing by itself. */
export interface RouteProps {
  path: string;
  element: ReactNode;
}

export function Route(_props: RouteProps): null {
  return null;
}

/** Shows the element of the best-matching `<Route>` child (`path="*"` for anything else). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children).filter(
    (child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route,
  );
  const match = matchBest(
    routes.map((route) => route.props.path),
    pathname,
  );
  if (!match) return null;
  return (
    <ParamsContext.Provider value={match.params}>{routes[match.index].props.element}</ParamsContext.Provider>
  );
}

/** Props of {@link Link}: an anchor's, and the in-app destination. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** The click handler of an in-app link: a plain left click navigates without reloading; others are the browser's. */
export function useLinkClick(
  to: string,
  onClick: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined,
  replace = false,
): (event: MouseEvent<HTMLAnchorElement>) => void {
  return (event) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.currentTarget.target && event.currentTarget.target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace });
  };
}

/** A real `<a href>` (open in a new tab, announced as a link) that navigates inside the app on a plain click. */
export function Link({ to, replace, onClick, ...props }: LinkProps) {
  return <a {...props} href={to} onClick={useLinkClick(to, onClick, replace)} />;
}

/** Moves to `to` once rendered (`replace` for a redirect that leaves no history entry behind). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  useEffect(() => {
    navigate(to, { replace });
  }, [to, replace]);
  return null;
}
