import { ConfigError } from '../config.ts';
import { parseReplicas } from './replicas.ts';
import type { ProcessSpec } from './supervisor.ts';

/**
 * The first ops port (`CLUSTER_OPS_PORT_BASE`) when none is set: Prometheus exporters' usual port. 0 gives
 * every process `OPS_PORT=0`, a free port of its own choosing, for clusters that run side by side (test stacks).
 */
export const DEFAULT_OPS_PORT_BASE = 9464;

/** The gateway's name in `REPLICAS` and in its replicas' labels (`gateway#1`). */
export const GATEWAY = 'gateway';

export interface ClusterPlanOptions {
  /** The repository's root: every process runs there, its entry file given relative to it. */
  root: string;
  /** Every service there is, in the order they start and count their ops ports. */
  services: readonly string[];
  /** The port the gateway is configured with (`PORT`): its replica i (from 0) listens on this + i. */
  gatewayPort: number;
  /** The product's one address (`PUBLIC_URL`), the same for every process, as behind a load balancer. */
  publicUrl: string;
}

export interface ClusterPlan {
  processes: ProcessSpec[];
  /** How many processes of each service and of the gateway. */
  replicas: Map<string, number>;
  /** Where each gateway replica listens; whoever runs the cluster spreads requests over them. */
  gatewayUrls: string[];
}

/**
 * The processes of `npm run start:cluster`, from its environment: `REPLICAS` of each service not in
 * `CLUSTER_EXCLUDE`, then the gateway's. Each child gets `REPLICA` (its label, e.g. `referral#2`) and
 * `OPS_PORT`, counted up from `CLUSTER_OPS_PORT_BASE` in that order (all 0 when it is 0); gateway replicas get
 * a `PORT` each.
 * Every problem with those variables is collected into one {@link ConfigError}.
 */
export function planCluster(env: NodeJS.ProcessEnv, options: ClusterPlanOptions): ClusterPlan {
  const problems: string[] = [];
  let replicas = new Map<string, number>();
  try {
    replicas = parseReplicas(env.REPLICAS, options.services, [GATEWAY]);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  const excluded = (env.CLUSTER_EXCLUDE ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = excluded.filter((name) => !options.services.includes(name));
  if (unknown.length > 0) problems.push(`CLUSTER_EXCLUDE names unknown services: ${unknown.join(', ')}`);
  for (const name of excluded) replicas.delete(name);
  const opsPortBase = parseOpsPortBase(env.CLUSTER_OPS_PORT_BASE, problems);

  const members = [
    ...options.services
      .filter((name) => !excluded.includes(name))
      .map((name) => ({ name, entry: `services/${name}/src/main.ts` })),
    { name: GATEWAY, entry: 'gateway/src/main.ts' },
  ].flatMap(({ name, entry }) =>
    Array.from({ length: replicas.get(name) ?? 1 }, (_, index) => ({ name, entry, index })),
  );
  const gateways = members.filter((member) => member.name === GATEWAY).length;
  const gatewayPorts = { first: options.gatewayPort, last: options.gatewayPort + gateways - 1 };
  if (gatewayPorts.last > 65535)
    problems.push(`PORT leaves no room for ${gateways} gateway ports below 65536`);
  if (opsPortBase > 0) {
    const opsPorts = { first: opsPortBase, last: opsPortBase + members.length - 1 };
    if (opsPorts.last > 65535)
      problems.push(`CLUSTER_OPS_PORT_BASE leaves no room for ${members.length} ops ports below 65536`);
    if (opsPorts.first <= gatewayPorts.last && gatewayPorts.first <= opsPorts.last)
      problems.push(
        `the ops ports ${opsPorts.first}-${opsPorts.last} overlap the gateway's ${gatewayPorts.first}-${gatewayPorts.last}: move CLUSTER_OPS_PORT_BASE or PORT`,
      );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const gatewayUrls: string[] = [];
  const processes = members.map(({ name, entry, index }, order): ProcessSpec => {
    const label = `${name}#${index + 1}`;
    const opsPort = opsPortBase === 0 ? 0 : opsPortBase + order;
    const common = { REPLICA: label, OPS_PORT: String(opsPort), PUBLIC_URL: options.publicUrl };
    if (name !== GATEWAY)
      return { label, args: [entry], cwd: options.root, env: { ...env, ...common }, logFields: { opsPort } };
    const port = options.gatewayPort + index;
    const url = `http://localhost:${port}`;
    gatewayUrls.push(url);
    const gatewayEnv = { ...env, ...common, PORT: String(port) };
    return { label, args: [entry], cwd: options.root, env: gatewayEnv, logFields: { opsPort, url } };
  });
  return { processes, replicas, gatewayUrls };
}

function parseOpsPortBase(text: string | undefined, problems: string[]): number {
  const value = text?.trim();
  if (!value) return DEFAULT_OPS_PORT_BASE;
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (port >= 0 && port <= 65535) return port;
  problems.push(`CLUSTER_OPS_PORT_BASE must be a port from 0 to 65535 (got "${value}")`);
  return DEFAULT_OPS_PORT_BASE;
}
