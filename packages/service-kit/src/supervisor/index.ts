/** Keeping a set of processes running, and the processes of `npm run start:cluster`. */
export { DEFAULT_OPS_PORT_BASE, GATEWAY, planCluster } from './cluster.ts';
export type { ClusterPlan, ClusterPlanOptions } from './cluster.ts';
export { MAX_REPLICAS, parseReplicas } from './replicas.ts';
export { DEFAULT_BACKOFF, DEFAULT_GRACE_MS, Supervisor } from './supervisor.ts';
export type {
  BackoffPolicy,
  ProcessSpec,
  ReplicaExited,
  ReplicaStarted,
  ReplicaState,
  StopResult,
  SupervisorOptions,
} from './supervisor.ts';
