import { access, readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { SERVICE_NAMES } from '@referrals/contracts';
import { SERVICES } from '../../../scripts/services.ts';

/**
 * `SERVICE_NAMES` is the one list of the platform's services: the gateway checks their health with it, the
 * cluster (scripts/cluster.ts) starts `services/<name>/src/main.ts` for each name in it, and the test stacks
 * start either that script or the all-in-one process. The lists written elsewhere must say the same: the
 * service definitions the all-in-one process and the in-process e2e stack start (scripts/services.ts) and the
 * service folders. The Kubernetes deployment is checked against it with the rest of its rules in
 * k8s/test/manifests.test.ts.
 */
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFile(new URL(path, root), 'utf8');

describe('the service lists agree with SERVICE_NAMES', () => {
  it('when the all-in-one process starts its services (scripts/services.ts), then they are SERVICE_NAMES, in order', () => {
    expect(SERVICES.map((service) => service.name)).toEqual([...SERVICE_NAMES]);
  });

  it('when the services folder is read, then it holds one package per name, each runnable alone', async () => {
    const folders = (await readdir(new URL('services/', root), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...SERVICE_NAMES].sort());
    for (const name of SERVICE_NAMES) {
      const manifest = JSON.parse(await read(`services/${name}/package.json`)) as { name: string };
      expect(manifest.name).toBe(`@referrals/${name}-service`);
      // What the cluster script and the Deployments run.
      await expect(access(new URL(`services/${name}/src/main.ts`, root))).resolves.toBeUndefined();
    }
  });
});
