/** Paths the shell itself knows. Every other route belongs to a remote, as `/mfe-manifest.json` says. */
export const paths = {
  home: '/',
} as const;

/** The runtime list of remotes and the routes they own, served by the gateway from its configuration. */
export const REMOTES_MANIFEST_URL = '/mfe-manifest.json';

/** The module every remote exposes: a component rendering its own `<Routes>` for the paths it owns. */
export const REMOTE_APP_EXPOSE = 'App';
