import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_APP_EXPOSE } from '../../../config/paths.ts';

/** What a remote's exposed `./App` module looks like. */
interface RemoteAppModule {
  default: ComponentType;
}

/** A remote that could not be loaded (network failure, missing or broken `./App`). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly remote: string;

  constructor(remote: string, cause?: unknown) {
    super(`The remote "${remote}" could not be loaded`, { cause });
    this.remote = remote;
  }
}

async function loadRemoteApp(remote: string): Promise<RemoteAppModule> {
  let module: RemoteAppModule | null;
  try {
    module = await loadRemote<RemoteAppModule>(`${remote}/${REMOTE_APP_EXPOSE}`);
  } catch (cause) {
    throw new RemoteLoadError(remote, cause);
  }
  if (typeof module?.default !== 'function') throw new RemoteLoadError(remote);
  return { default: module.default };
}

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a remote's `./App`, created once per remote so that moving between two routes of
 * the same remote does not suspend again.
 */
export function remoteApp(remote: string): LazyExoticComponent<ComponentType> {
  let component = loaded.get(remote);
  if (!component) {
    const created = lazy(() =>
      loadRemoteApp(remote).catch((error: unknown) => {
        // A failed load is not remembered: the next visit of one of the remote's routes tries again.
        if (loaded.get(remote) === created) loaded.delete(remote);
        throw error;
      }),
    );
    loaded.set(remote, created);
    component = created;
  }
  return component;
}

/** Drops a remote's component after a failure, so that the next render tries to load it again. */
export function forgetRemoteApp(remote: string): void {
  loaded.delete(remote);
}
