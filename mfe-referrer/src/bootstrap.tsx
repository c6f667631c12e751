// Runs this microfrontend on its own (`rspack serve`): in the product the shell loads `./App` instead. The
// App brings its own router and providers either way.
import { mountStandalone } from '@referrals/ui/light';
import App from './app/App.tsx';

mountStandalone(App);
