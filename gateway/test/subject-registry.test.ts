import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import * as contracts from '@referrals/contracts';
import { SERVICE_NAMES } from '@referrals/contracts';
import { SERVICES } from '../../scripts/services.ts';
import { apiRoutes } from '../src/routes/index.ts';

/**
 * The bus subjects are declared in the contracts' catalogues (`IdentitySubjects`, ...), answered by the
 * services' endpoint tables (`services/<name>/src/endpoints.ts`, loaded here through each service's definition:
 * nothing is started), asked by the gateway's route table and, for the subjects no route names (session
 * checks, upload records, workflow steps), by the gateway's own code or another service. A subject declared
 * but answered by no service fails at run time only, as a timeout; one answered but asked by nothing is dead
 * code. These tests keep the lists in step.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Every subject catalogue the contracts export, by its exported name. */
const catalogues = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, Record<string, string>] => /^[A-Z]\w*Subjects$/.test(entry[0]),
);

/** Each declared subject: where it is declared (`CampaignSubjects.create`) and whose it is (its first word). */
const declared = catalogues.flatMap(([catalogue, subjects]) =>
  Object.entries(subjects).map(([key, subject]) => ({
    subject,
    constant: `${catalogue}.${key}`,
    service: subject.split('.')[0]!,
  })),
);

/** Each subject a service answers, and which service. */
const served = SERVICES.flatMap((service) =>
  Object.keys(service.endpoints).map((subject) => ({ subject, service: service.name })),
);

const routeSubjects = new Set(apiRoutes.map((route) => route.subject));

/** The product's source files that may ask the bus: the gateway's and every service's (tests excluded). */
async function callerSources(): Promise<{ path: string; text: string }[]> {
  const folders = ['gateway/src', ...SERVICE_NAMES.map((service) => `services/${service}/src`)];
  const files = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(join(root, folder), { recursive: true }))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => join(root, folder, name)),
    ),
  );
  return Promise.all(
    files.flat().map(async (path) => ({ path: relative(root, path), text: await readFile(path, 'utf8') })),
  );
}

describe('bus subjects: the contracts, the services, the gateway and the callers agree', () => {
  it("when the catalogues are read, then each subject is named once and is its service's", () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(declared.map((entry) => entry.subject)).size).toBe(declared.length);
    expect(declared.filter((entry) => !(SERVICE_NAMES as readonly string[]).includes(entry.service))).toEqual(
      [],
    );
  });

  it("when the services' endpoint tables are read, then each answers exactly the subjects declared as its own", () => {
    const answered = served.map(({ subject, service }) => `${service}: ${subject}`).sort();
    const expected = declared.map(({ subject, service }) => `${service}: ${subject}`).sort();
    expect(answered).toEqual(expected);
  });

  it("when the route table is read, then every route's subject is answered by a service", () => {
    const answered = new Set(served.map((entry) => entry.subject));
    expect([...routeSubjects].filter((subject) => !answered.has(subject))).toEqual([]);
  });

  it('when a declared subject is named by no route, then the gateway or another service asks it', async () => {
    const sources = await callerSources();
    const busOnly = declared.filter((entry) => !routeSubjects.has(entry.subject));
    const uncalled = busOnly.filter(({ constant, service }) => {
      const reference = new RegExp(`\\b${constant.replace('.', '\\.')}\\b`);
      return !sources.some(
        ({ path, text }) => !path.startsWith(`services/${service}/`) && reference.test(text),
      );
    });
    expect(busOnly.length).toBeGreaterThan(0);
    expect(uncalled.map((entry) => entry.constant)).toEqual([]);
  });
});
