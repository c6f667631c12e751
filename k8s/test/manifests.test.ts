import { spawnSync } from 'node:child_process';
import { access, readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse, parseAllDocuments } from 'yaml';
import { SERVICE_NAMES } from '@referrals/contracts';

/**
 * The Kubernetes deployment (k8s/) as CI checks it: each overlay rendered by `kubectl kustomize`, every object
 * valid against the Kubernetes and Prometheus Operator schemas, and the rules that let each team ship its
 * slice alone and keep the platform up: every service of SERVICE_NAMES, the gateway and every app (the shell
 * and each `mfe-*` workspace) has its Deployment, its image at a version set by the overlay's `images:`, probes,
 * resources, a non-root read-only container, a PodDisruptionBudget and (gateway and services) an autoscaler,
 * and its image built by one of the two shared Dockerfiles (k8s/images/). A new service or app without them fails
 * here.
 */
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFile(new URL(path, root), 'utf8');

const OVERLAYS = ['dev', 'production'] as const;
type Overlay = (typeof OVERLAYS)[number];

/** The drain every Node process finishes within after SIGTERM (packages/service-kit/src/lifecycle.ts). */
const DRAIN_SECONDS = 25;
/** The port of /livez, /readyz and /metrics (OPS_PORT). */
const OPS_PORT = 9464;

interface Probe {
  httpGet?: { path: string; port: number | string };
  exec?: { command: string[] };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  lifecycle?: { preStop?: { sleep?: { seconds: number }; exec?: { command: string[] } } };
  volumeMounts?: { name: string; mountPath: string; subPath?: string }[];
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  terminationGracePeriodSeconds?: number;
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  data?: Record<string, string>;
  spec?: Record<string, any>;
}

/** The deployables of the repository: services, the gateway, and the apps (the shell and the remotes). */
async function deployables(): Promise<{ services: string[]; apps: string[] }> {
  const { workspaces } = JSON.parse(await read('package.json')) as { workspaces: string[] };
  const apps = workspaces.filter((workspace) => workspace === 'shell' || workspace.startsWith('mfe-'));
  return { services: [...SERVICE_NAMES], apps };
}

function kubectl(args: string[]) {
  const result = spawnSync('kubectl', args, { cwd: new URL('.', root).pathname, encoding: 'utf8' });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error('kubectl is not installed: it renders the kustomize overlays (.ci/run installs it)');
  }
  return result;
}

/** The overlays use kustomize 5's fields (`labels`, inline `patches`); older kubectl builds embed kustomize 2 to 4. */
function checkKustomizeVersion(): void {
  const { stdout } = kubectl(['version', '--client', '-o', 'json']);
  const version = (JSON.parse(stdout) as { kustomizeVersion?: string }).kustomizeVersion ?? 'unknown';
  if (!/^v([5-9]|\d\d)\./.test(version)) {
    throw new Error(
      `kubectl embeds kustomize ${version}; the overlays need kustomize 5 (kubectl 1.27 or later)`,
    );
  }
}

function render(overlay: Overlay): K8sObject[] {
  const result = kubectl(['kustomize', `k8s/overlays/${overlay}`]);
  if (result.status !== 0)
    throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((document) => document.toJS() as K8sObject);
}

/** The schema class of an object's apiVersion and kind, or undefined when neither package has one. */
async function modelOf(
  apiVersion: string,
  kind: string,
): Promise<(new (data: unknown) => { validate(): void }) | undefined> {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const module =
    group === 'monitoring.coreos.com'
      ? `@kubernetes-models/prometheus-operator/${apiVersion}`
      : `kubernetes-models/${group ? `${group}/` : ''}${version}`;
  const models = (await import(module)) as Record<string, new (data: unknown) => { validate(): void }>;
  return models[kind];
}

/**
 * kustomize writes a long base64 value of a Secret over several lines, which the API server's decoder reads
 * through; the schema's `byte` format wants it on one line.
 */
function withUnwrappedData(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(
    Object.entries(object.data).map(([key, value]) => [key, value.replace(/\s/g, '')]),
  );
  return { ...object, data };
}

const podSpecOf = (object: K8sObject): PodSpec => object.spec!.template.spec as PodSpec;
const named = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);
/** A generated ConfigMap's name carries a hash of its content: `referrals-config-2hcggbk6m4`. */
const generated = (objects: K8sObject[], name: string) =>
  objects.find(
    (object) =>
      object.kind === 'ConfigMap' && new RegExp(`^${name}-[a-z0-9]{10}$`).test(object.metadata.name),
  );

/** The `images:` of an overlay: the tag each image runs at. */
async function overlayImages(overlay: Overlay): Promise<Map<string, string>> {
  const { images } = parse(await read(`k8s/overlays/${overlay}/kustomization.yaml`)) as {
    images: { name: string; newTag: string }[];
  };
  return new Map(images.map((image) => [image.name, image.newTag]));
}

const rendered = new Map<Overlay, K8sObject[]>();
let services: string[] = [];
let apps: string[] = [];

beforeAll(async () => {
  ({ services, apps } = await deployables());
  checkKustomizeVersion();
  for (const overlay of OVERLAYS) rendered.set(overlay, render(overlay));
});

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const objects = () => rendered.get(overlay)!;
  const workloads = () =>
    objects().filter((object) => object.kind === 'Deployment' || object.kind === 'StatefulSet');

  it('when rendered, then every object is valid against its Kubernetes or Prometheus Operator schema', async () => {
    const problems: string[] = [];
    for (const object of objects()) {
      const Model = await modelOf(object.apiVersion, object.kind);
      if (!Model) {
        problems.push(`${object.kind} ${object.metadata.name}: no schema for ${object.apiVersion}`);
        continue;
      }
      try {
        new Model(withUnwrappedData(object)).validate();
      } catch (error) {
        problems.push(`${object.kind} ${object.metadata.name}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('when rendered, then the gateway, every service and every app has its Deployment with its own image at the tag of the overlay', async () => {
    const tags = await overlayImages(overlay);
    for (const name of ['gateway', ...services, ...apps]) {
      const tag = tags.get(`referrals/${name}`);
      expect({ name, tag }).toEqual({ name, tag: expect.stringMatching(/^\d+\.\d+\.\d+/) });
      const deployment = named(objects(), 'Deployment', name);
      expect({ name, deployment: deployment?.kind }).toEqual({ name, deployment: 'Deployment' });
      expect(podSpecOf(deployment!).containers.map((container) => container.image)).toEqual([
        `referrals/${name}:${tag}`,
      ]);
    }
  });

  // An exact release: x.y.z, or x.y where that is how the project numbers them (PostgreSQL).
  it('when rendered, then every image is pinned at an exact version, none at latest', () => {
    const images = workloads().flatMap((workload) => {
      const spec = podSpecOf(workload);
      return [...spec.containers, ...(spec.initContainers ?? [])].map((container) => container.image);
    });
    expect(images.filter((image) => !/:\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?$/.test(image))).toEqual([]);
  });

  it('when rendered, then every process has probes, resources and a non-root, read-only container', () => {
    const problems: string[] = [];
    for (const workload of workloads()) {
      const spec = podSpecOf(workload);
      const where = `${workload.kind} ${workload.metadata.name}`;
      if (spec.securityContext?.runAsNonRoot !== true) problems.push(`${where}: runAsNonRoot`);
      for (const container of [...spec.containers, ...(spec.initContainers ?? [])]) {
        const requests = container.resources?.requests ?? {};
        if (!requests.cpu || !requests.memory || !container.resources?.limits?.memory)
          problems.push(`${where}/${container.name}: cpu and memory requests, memory limit`);
        if (container.securityContext?.readOnlyRootFilesystem !== true)
          problems.push(`${where}/${container.name}: readOnlyRootFilesystem`);
        if (container.securityContext?.allowPrivilegeEscalation !== false)
          problems.push(`${where}/${container.name}: allowPrivilegeEscalation false`);
      }
      for (const container of spec.containers) {
        if (!container.livenessProbe || !container.readinessProbe)
          problems.push(`${where}/${container.name}: liveness and readiness probes`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('when rendered, then the gateway and the services are probed on the ops port and stop within their drain', () => {
    for (const name of ['gateway', ...services]) {
      const spec = podSpecOf(named(objects(), 'Deployment', name)!);
      const [container] = spec.containers;
      const ops = container.ports?.find((port) => port.name === 'ops');
      expect({ name, ops: ops?.containerPort }).toEqual({ name, ops: OPS_PORT });
      expect(container.livenessProbe?.httpGet).toEqual({ path: '/livez', port: 'ops' });
      expect(container.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'ops' });
      const preStop = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
      expect(spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStop + DRAIN_SECONDS);
    }
  });

  it('when rendered, then the gateway and the static servers wait in preStop until the Ingress controller has let them go', () => {
    for (const name of ['gateway', ...apps]) {
      const [container] = podSpecOf(named(objects(), 'Deployment', name)!).containers;
      expect({ name, preStop: container.lifecycle?.preStop?.sleep?.seconds }).toEqual({
        name,
        preStop: expect.any(Number),
      });
    }
  });

  it('when rendered, then every workload has a PodDisruptionBudget, and the gateway and every service an autoscaler', () => {
    const budgets = objects().filter((object) => object.kind === 'PodDisruptionBudget');
    for (const workload of workloads()) {
      const name = workload.metadata.name;
      const budget = budgets.find(
        (object) => object.spec?.selector?.matchLabels?.['app.kubernetes.io/name'] === name,
      );
      expect({ name, budget: budget?.kind }).toEqual({ name, budget: 'PodDisruptionBudget' });
    }
    for (const name of ['gateway', ...services]) {
      const autoscaler = objects().find(
        (object) => object.kind === 'HorizontalPodAutoscaler' && object.spec?.scaleTargetRef?.name === name,
      );
      expect({ name, target: autoscaler?.spec?.scaleTargetRef?.kind }).toEqual({
        name,
        target: 'Deployment',
      });
    }
  });

  it("when rendered, then each gateway pod copies every app's build from the app's own image to where it reads them", async () => {
    const spec = podSpecOf(named(objects(), 'Deployment', 'gateway')!);
    const tagged = (image: string) => image.replace(/:[^:]+$/, '');
    for (const app of apps) {
      const copy = spec.initContainers?.find((container) => tagged(container.image) === `referrals/${app}`);
      expect({ app, copy: copy?.image }).toEqual({ app, copy: expect.stringContaining(`referrals/${app}:`) });
      expect(spec.containers[0].volumeMounts).toContainEqual(
        expect.objectContaining({ mountPath: `/app/${app}/dist`, subPath: app }),
      );
    }
    const manifest = generated(objects(), 'mfe-manifest');
    expect(JSON.parse(manifest!.data!['mfe-manifest.json'])).toEqual(
      JSON.parse(await read('gateway/config/mfe-manifest.json')),
    );
  });

  it('when rendered, then the Ingress sends each remote its /mfe/<name>/ files, the shell its files and the rest to the gateway, over TLS', () => {
    const ingress = objects().find((object) => object.kind === 'Ingress')!;
    expect(ingress.spec!.tls).toHaveLength(1);
    const paths = Object.fromEntries(
      (ingress.spec!.rules[0].http.paths as { path: string; backend: { service: { name: string } } }[]).map(
        (path) => [path.path, path.backend.service.name],
      ),
    );
    for (const app of apps.filter((name) => name !== 'shell')) {
      expect(paths[`/mfe/${app.replace(/^mfe-/, '')}/`]).toBe(app);
    }
    expect(Object.values(paths).filter((service) => service === 'shell')).toHaveLength(1);
    expect(paths['/']).toBe('gateway');
    expect(ingress.spec!.rules[0].host).toBe(ingress.spec!.tls[0].hosts[0]);
  });

  it('when rendered, then traffic is denied unless allowed, DNS is allowed, and only the Ingress controller reaches the gateway and the static servers', () => {
    const policies = objects().filter((object) => object.kind === 'NetworkPolicy');
    const denyAll = policies.find(
      (policy) =>
        Object.keys(policy.spec!.podSelector).length === 0 &&
        !policy.spec!.ingress &&
        !policy.spec!.egress &&
        policy.spec!.policyTypes.includes('Ingress') &&
        policy.spec!.policyTypes.includes('Egress'),
    );
    expect(denyAll).toBeDefined();
    expect(
      policies.some((policy) =>
        policy.spec!.egress?.some((rule: { ports?: { port: number }[] }) =>
          rule.ports?.some((port) => port.port === 53),
        ),
      ),
    ).toBe(true);
    const fromController = policies.find((policy) => policy.metadata.name === 'from-ingress-controller')!;
    expect(fromController.spec!.podSelector.matchExpressions[0].values.sort()).toEqual(['gateway', 'static']);
  });
});

describe('what differs between the overlays', () => {
  it('when dev is rendered, then PostgreSQL runs in the cluster and the Secret is generated; production has neither', () => {
    expect(named(rendered.get('dev')!, 'StatefulSet', 'postgresql')).toBeDefined();
    expect(named(rendered.get('production')!, 'StatefulSet', 'postgresql')).toBeUndefined();
    expect(rendered.get('production')!.filter((object) => object.kind === 'Secret')).toEqual([]);
  });

  it('when production is rendered, then three NATS servers keep every stream in three copies', () => {
    const objects = rendered.get('production')!;
    expect(named(objects, 'StatefulSet', 'nats')!.spec!.replicas).toBe(3);
    expect(generated(objects, 'referrals-config')!.data!.NATS_STREAM_REPLICAS).toBe('3');
    const natsConfig = generated(objects, 'nats-config')!.data!;
    for (const server of [0, 1, 2]) {
      expect(natsConfig['cluster.conf']).toContain(`nats://nats-${server}.nats-headless:6222`);
    }
    expect(natsConfig['nats.conf']).toMatch(/sync_interval: always/);
  });

  it('when production is rendered, then Prometheus scrapes the ops port and every alert says what it means', () => {
    const objects = rendered.get('production')!;
    const monitor = objects.find((object) => object.kind === 'ServiceMonitor')!;
    expect(monitor.spec!.endpoints).toEqual([expect.objectContaining({ port: 'ops', path: '/metrics' })]);
    const rules = objects
      .filter((object) => object.kind === 'PrometheusRule')
      .flatMap((object) => object.spec!.groups.flatMap((group: { rules: unknown[] }) => group.rules)) as {
      alert: string;
      expr: string;
      annotations: { description?: string };
    }[];
    const metrics = [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'outbox_lag_seconds',
      'consumer_lag_messages',
      'kube_pod_container_status_restarts_total',
    ];
    for (const metric of metrics) expect(rules.some((rule) => rule.expr.includes(metric))).toBe(true);
    for (const rule of rules)
      expect({ alert: rule.alert, described: Boolean(rule.annotations.description) }).toEqual({
        alert: rule.alert,
        described: true,
      });
  });
});

describe('the Dockerfiles', () => {
  /**
   * Two Dockerfiles build every image, one build per deployable: k8s/images/node.Dockerfile each Node process
   * (`--build-arg DEPLOYABLE=<folder>`), k8s/images/static.Dockerfile each app's static server
   * (`--build-arg APP=<app>`).
   */
  const NODE = 'k8s/images/node.Dockerfile';
  const STATIC = 'k8s/images/static.Dockerfile';
  const processes = () => [...services.map((name) => `services/${name}`), 'gateway'];
  const imageName = (deployable: string) => `referrals/${deployable.replace(/^services\//, '')}`;
  /** Where the static image puts an app's files under nginx's html root: where the site serves them. */
  const servedUnder = (app: string) => (app === 'shell' ? '' : `mfe/${app.replace(/^mfe-/, '')}/`);
  /** The container ports of a Deployment, as the image should declare them. */
  const containerPorts = (name: string) =>
    podSpecOf(named(rendered.get('production')!, 'Deployment', name)!)
      .containers[0].ports!.map((port) => String(port.containerPort))
      .sort();

  it('when read, then both are multi-stage, on exactly versioned base images, ending as a non-root user', async () => {
    for (const path of [NODE, STATIC]) {
      const dockerfile = await read(path);
      const from = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
      expect({ path, multiStage: from.length >= 2 }).toEqual({ path, multiStage: true });
      for (const image of from) {
        expect({ path, image }).toEqual({
          path,
          image: expect.stringMatching(/^[\w./-]+:\d+\.\d+\.\d+[\w.-]*$/),
        });
      }
      const users = [...dockerfile.matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
      expect({ path, user: users.at(-1) }).toEqual({
        path,
        user: expect.stringMatching(/^(node|[1-9]\d*)$/),
      });
    }
  });

  it('when read, then a Node image holds its deployable with its production dependencies only and runs its main as PID 1', async () => {
    const dockerfile = await read(NODE);
    expect(dockerfile).toMatch(/^ARG DEPLOYABLE$/m);
    expect(dockerfile).toContain('npm ci --omit=dev --workspace "$DEPLOYABLE"');
    expect(dockerfile).toContain('COPY --from=dependencies /app/${DEPLOYABLE} ${DEPLOYABLE}');
    expect(dockerfile).toMatch(/^ENV MAIN=\$\{DEPLOYABLE\}\/src\/main\.ts$/m);
    // exec: the shell gives way to node, which gets the SIGTERM it drains on.
    expect(dockerfile).toMatch(/^CMD \["\/bin\/sh", "-c", "exec node \\"\$MAIN\\""\]$/m);
  });

  it("when read, then each Node image declares its Deployment's ports, and the gateway's has a folder for every app's build", async () => {
    const dockerfile = await read(NODE);
    expect(dockerfile).toMatch(/^EXPOSE \$\{PORTS\}$/m);
    const defaults = dockerfile.match(/^ARG PORTS=(\d+)$/m)?.[1];
    for (const name of services)
      expect({ name, ports: [defaults] }).toEqual({ name, ports: containerPorts(name) });
    const gateway = dockerfile.match(/--build-arg DEPLOYABLE=gateway --build-arg PORTS="([\d ]+)"/)?.[1];
    expect(gateway?.split(' ').sort()).toEqual(containerPorts('gateway'));
    const made = dockerfile.match(/if \[ "\$DEPLOYABLE" = gateway \]; then\s*\\?\s*mkdir -p ([^;]+);/)?.[1];
    expect(made?.trim().split(/\s+/).sort()).toEqual(apps.map((app) => `${app}/dist`).sort());
  });

  it('when read, then a static image builds its app and serves the files where the Ingress and the gateway look for them', async () => {
    const dockerfile = await read(STATIC);
    expect(dockerfile).toMatch(/^ARG APP$/m);
    expect(dockerfile).toContain('npm run build --workspace "$APP"');
    expect(dockerfile).toMatch(/shell\) served= ;;/);
    expect(dockerfile).toContain('mfe-?*) served="mfe/${APP#mfe-}" ;;');
    expect(dockerfile).toContain('COPY --from=build /site /usr/share/nginx/html');
    expect(dockerfile).toContain('COPY k8s/images/static-files.conf /etc/nginx/conf.d/default.conf');
    const gateway = podSpecOf(named(rendered.get('production')!, 'Deployment', 'gateway')!);
    for (const app of apps) {
      const copy = gateway.initContainers!.find((container) =>
        container.image.startsWith(`referrals/${app}:`),
      );
      expect({ app, from: copy?.command?.at(-2) }).toEqual({
        app,
        from: `/usr/share/nginx/html/${servedUnder(app)}.`,
      });
      expect({ app, ports: ['8080', '9464'] }).toEqual({ app, ports: containerPorts(app) });
    }
  });

  it("when read, then the overlays' images are exactly the deployables, each buildable from the shared Dockerfiles and from no other", async () => {
    const built = [...processes(), ...apps].map(imageName).sort();
    for (const overlay of OVERLAYS) {
      const ours = [...(await overlayImages(overlay)).keys()].filter((name) => name.startsWith('referrals/'));
      expect(ours.sort()).toEqual(built);
    }
    for (const folder of processes()) {
      // What the image runs (MAIN), and what its build checks for.
      await expect(access(new URL(`${folder}/src/main.ts`, root))).resolves.toBeUndefined();
    }
    for (const app of apps) {
      const { scripts } = JSON.parse(await read(`${app}/package.json`)) as {
        scripts?: Record<string, string>;
      };
      expect({ app, build: Boolean(scripts?.build) }).toEqual({ app, build: true });
    }
    for (const folder of [...processes(), ...apps]) {
      await expect(access(new URL(`${folder}/Dockerfile`, root))).rejects.toThrow();
    }
  });

  it('when read, then the build context leaves out installed packages and builds, and keeps the images folder', async () => {
    const ignored = (await read('.dockerignore')).split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git']));
    const kept = ignored.lastIndexOf('!k8s/images');
    expect(kept).toBeGreaterThan(ignored.lastIndexOf('k8s/*'));
  });
});
