import { startFirstPage } from './boot.ts';

startFirstPage();
// The asynchronous boundary Module Federation needs: shared singletons are negotiated before bootstrap runs.
import('./bootstrap.tsx');
