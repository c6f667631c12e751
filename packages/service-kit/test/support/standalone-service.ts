// A standalone service process as services/<x>/src/main.ts would be, for process-level tests.
import { runServiceProcess } from '../../src/index.ts';
import { notesService } from './fixtures.ts';

await runServiceProcess(notesService(process.env.TEST_SERVICE_NAME ?? 'notes'));
