import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { captureLogs, eventually } from '@referrals/service-kit/testing';
import {
  Supervisor,
  type ProcessSpec,
  type ReplicaExited,
  type ReplicaStarted,
  type SupervisorOptions,
} from '../src/index.ts';

/** Small processes of each kind a supervisor meets, written once for the whole file. */
const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
const SCRIPTS = {
  // Dies as soon as it starts, as a service with a bad configuration does.
  crashing: 'process.exit(1);',
  // Serves until SIGTERM, then finishes what it holds (writes DRAINED_FILE) and exits 0, as a service does.
  steady: `
    import { writeFileSync } from 'node:fs';
    process.on('SIGTERM', () => {
      writeFileSync(process.env.DRAINED_FILE, String(process.pid));
      process.exit(0);
    });
    setInterval(() => {}, 60_000);
    writeFileSync(process.env.READY_FILE, String(process.pid));
  `,
  // Ignores SIGTERM: a drain that never ends.
  stubborn: `
    import { writeFileSync } from 'node:fs';
    process.on('SIGTERM', () => {});
    setInterval(() => {}, 60_000);
    writeFileSync(process.env.READY_FILE, String(process.pid));
  `,
};
for (const [name, source] of Object.entries(SCRIPTS)) writeFileSync(join(dir, `${name}.mjs`), source);

function spec(kind: keyof typeof SCRIPTS): ProcessSpec {
  const label = `${kind}#1`;
  return {
    label,
    args: [join(dir, `${kind}.mjs`)],
    env: {
      PATH: process.env.PATH,
      READY_FILE: join(dir, `${kind}.ready`),
      DRAINED_FILE: join(dir, `${kind}.drained`),
    },
  };
}

const running: Supervisor[] = [];

/** A started supervisor and every `started` and `exited` it emits, with small delays unless told. */
function supervise(kinds: Array<keyof typeof SCRIPTS>, options: Partial<SupervisorOptions> = {}) {
  for (const kind of kinds) {
    rmSync(join(dir, `${kind}.ready`), { force: true });
    rmSync(join(dir, `${kind}.drained`), { force: true });
  }
  const { logger, lines } = captureLogs('cluster');
  const supervisor = new Supervisor({
    processes: kinds.map(spec),
    logger,
    backoff: { baseMs: 5, capMs: 40, resetAfterMs: 60_000 },
    graceMs: 60_000,
    output: 'ignore',
    ...options,
  });
  const started: ReplicaStarted[] = [];
  const exited: ReplicaExited[] = [];
  supervisor.on('started', (event) => started.push(event));
  supervisor.on('exited', (event) => exited.push(event));
  supervisor.start();
  running.push(supervisor);
  const ready = (kind: keyof typeof SCRIPTS) =>
    eventually(() => existsSync(join(dir, `${kind}.ready`)), 10_000, `${kind} ready`);
  return { supervisor, started, exited, lines, ready };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((supervisor) => supervisor.killNow()));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Supervisor', () => {
  it('when a replica keeps exiting, then it is restarted after delays doubling up to the cap while the others run on', async () => {
    const { supervisor, started, exited, lines, ready } = supervise(['crashing', 'steady']);
    await ready('steady');
    const steadyPid = started.find((event) => event.process === 'steady#1')?.pid;

    await eventually(() => exited.length >= 6, 20_000, 'six exits');

    const crashes = exited.slice(0, 6);
    expect(crashes.map((event) => event.process)).toEqual(Array(6).fill('crashing#1'));
    expect(crashes.map((event) => event.code)).toEqual(Array(6).fill(1));
    expect(crashes.map((event) => event.delayMs)).toEqual([5, 10, 20, 40, 40, 40]);
    expect(crashes.map((event) => event.restarts)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(exited.some((event) => event.process === 'steady#1')).toBe(false);
    expect(supervisor.replicas().find((state) => state.process === 'steady#1')).toEqual({
      process: 'steady#1',
      pid: steadyPid,
      restarts: 0,
    });
    const logged = lines().find((line) => line.msg === 'replica exited; restarting');
    expect(logged).toMatchObject({
      process: 'crashing#1',
      pid: crashes[0].pid,
      code: 1,
      signal: null,
      restarts: 1,
      delayMs: 5,
    });
    expect(lines().filter((line) => line.msg === 'replica started')).toContainEqual(
      expect.objectContaining({ process: 'steady#1', pid: steadyPid }),
    );
  });

  it('when a replica that had run stably is killed, then it is started again after the base delay with a new pid', async () => {
    // Every run counts as stable here, so each exit waits the base delay, never a doubled one.
    const { supervisor, started, exited, ready } = supervise(['steady'], {
      backoff: { baseMs: 5, capMs: 40, resetAfterMs: 0 },
    });
    for (let kill = 1; kill <= 3; kill++) {
      await ready('steady');
      rmSync(join(dir, 'steady.ready'));
      const pid = supervisor.replicas()[0].pid as number;
      process.kill(pid, 'SIGKILL');
      await eventually(() => started.length > kill, 10_000, `restart ${kill}`);
    }

    expect(exited.map(({ code, signal, delayMs }) => ({ code, signal, delayMs }))).toEqual(
      Array(3).fill({ code: null, signal: 'SIGKILL', delayMs: 5 }),
    );
    expect(new Set(started.map((event) => event.pid)).size).toBe(4);
    expect(supervisor.replicas()[0]).toMatchObject({ pid: started[3].pid, restarts: 3 });
  });

  it('when it is stopped, then every replica gets SIGTERM, drains and exits 0, and none is restarted', async () => {
    const { supervisor, started, exited, ready } = supervise(['crashing', 'steady']);
    await ready('steady');
    await eventually(() => exited.length >= 1, 10_000, 'a crash');

    const result = await supervisor.stop();

    expect(result).toEqual({ killed: [] });
    expect(existsSync(join(dir, 'steady.drained'))).toBe(true);
    expect(exited.find((event) => event.process === 'steady#1')).toMatchObject({
      code: 0,
      signal: null,
      delayMs: null,
    });
    expect(supervisor.replicas().map((state) => state.pid)).toEqual([null, null]);
    const startsWhenStopped = started.length;
    expect(await supervisor.stop()).toEqual({ killed: [] });
    expect(started.length).toBe(startsWhenStopped);
  });

  it('when a replica is still running after the grace period, then it is killed and reported while the others drain', async () => {
    const { supervisor, lines, ready } = supervise(['stubborn', 'steady'], { graceMs: 200 });
    await ready('stubborn');
    await ready('steady');

    const result = await supervisor.stop();

    expect(result).toEqual({ killed: ['stubborn#1'] });
    expect(existsSync(join(dir, 'steady.drained'))).toBe(true);
    expect(lines().filter((line) => line.msg === 'replica killed')).toEqual([
      expect.objectContaining({ process: 'stubborn#1', reason: 'still running after the grace period' }),
    ]);
  });

  it('when it is told to kill at once while stopping, then it does not wait for the grace period', async () => {
    const { supervisor, exited, ready } = supervise(['stubborn']);
    await ready('stubborn');

    const stopping = supervisor.stop();
    const result = await supervisor.killNow();

    expect(await stopping).toEqual(result);
    expect(result).toEqual({ killed: ['stubborn#1'] });
    expect(exited).toEqual([expect.objectContaining({ signal: 'SIGKILL', delayMs: null })]);
  });

  it('when two processes share a label, then it refuses them', () => {
    const { logger } = captureLogs('cluster');
    expect(() => new Supervisor({ processes: [spec('steady'), spec('steady')], logger })).toThrow(
      'Process labels must be unique: steady#1',
    );
  });
});
