import { notePressesOnServerPage } from '@referrals/ui/light';
import { startFirstPage } from './boot.ts';

// Before anything else: a press on a server-rendered page's button is pressed again once the app has it.
notePressesOnServerPage();
startFirstPage();
// The asynchronous boundary Module Federation needs: shared singletons are negotiated before bootstrap runs.
import('./bootstrap.tsx');
