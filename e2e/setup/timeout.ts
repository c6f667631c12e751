import { jest } from '@jest/globals';

// Journeys drive a real browser against a real stack: give each test room (jest's project-level
// `testTimeout` is not honoured inside `projects`).
jest.setTimeout(90_000);
