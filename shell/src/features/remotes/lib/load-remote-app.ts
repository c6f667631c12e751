import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_APP_EXPOSE } from '../../../config/paths.ts';

/** What a remote's exposed `./App` module looks like. */
export interface RemoteAppModule {
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

const loads = new Map<string, Promise<RemoteAppModule>>();

/**
 * Loads a remote's `./App` (its entry, then the module), once: the shell's entry starts the load of the page's
 * remote before React has arrived, and rendering the page takes the same promise. A failed load is forgotten,
 * so the next attempt tries again. Imports no React (only its types): it runs before the shared modules are.
 */
export function loadRemoteApp(remote: string): Promise<RemoteAppModule> {
  let load = loads.get(remote);
  if (!load) {
    const started = loadRemote<RemoteAppModule>(`${remote}/${REMOTE_APP_EXPOSE}`).then(
      (module) => {
        if (typeof module?.default !== 'function') throw new RemoteLoadError(remote);
        return { default: module.default };
      },
      (cause: unknown) => {
        throw new RemoteLoadError(remote, cause);
      },
    );
    started.catch(() => {
      if (loads.get(remote) === started) loads.delete(remote);
    });
    loads.set(remote, started);
    load = started;
  }
  return load;
}

/** Forgets a remote's load after a failure, so that the next render tries again. */
export function forgetRemoteAppLoad(remote: string): void {
  loads.delete(remote);
}
