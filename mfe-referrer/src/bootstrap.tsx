// Runs this microfrontend on its own (`rspack serve`): in the product the shell loads `./App` instead and
// provides the router and the providers.
import { mountStandalone } from '@referrals/ui/light';
import App from './app/App.tsx';

mountStandalone(App);
