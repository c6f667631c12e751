import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { forgetRemoteAppLoad, loadRemoteApp } from './load-remote-app.ts';

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a remote's `./App`, created once per remote so that moving between two routes of
 * the same remote does not suspend again.
 */
export function remoteApp(remote: string): LazyExoticComponent<ComponentType> {
  let component = components.get(remote);
  if (!component) {
    const created = lazy(() =>
      loadRemoteApp(remote).catch((error: unknown) => {
        // A failed load is not remembered: the next visit of one of the remote's routes tries again.
        if (components.get(remote) === created) components.delete(remote);
        throw error;
      }),
    );
    components.set(remote, created);
    component = created;
  }
  return component;
}

/** Drops a remote's component after a failure, so that the next render tries to load it again. */
export function forgetRemoteApp(remote: string): void {
  components.delete(remote);
  forgetRemoteAppLoad(remote);
}
