import { jest } from '@jest/globals';

// Tests here hash real bcrypt passwords (cost 12, about 250 ms each on this machine's cores) and drive real
// databases, buses and browsers: give each test room, so a loaded CI machine does not fail them on time alone
// (jest's project-level `testTimeout` is not honoured inside `projects`).
jest.setTimeout(90_000);
