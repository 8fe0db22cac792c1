/**
 * A private PostgreSQL 15 cluster for fault tests: a test that stops, freezes, restarts or kills the database must
 * never do it to the shared server on 5432 (other files and other people use it). Each cluster lives in its own temp
 * folder (data directory, Unix socket and log), listens on 127.0.0.1 on a free port, and is owned by the `postgres` OS
 * user, because PostgreSQL refuses to run as root and these machines run the tests as root.
 *
 * Use it as:
 *   const cluster = await startPrivateCluster();
 *   afterAll(() => cluster.destroy()); // thaws, stops and deletes, even after a failed test
 *
 * Clusters left behind by a killed run (no afterAll) are stopped and deleted by the next start (see sweepLeftovers),
 * and a process that exits normally stops its own clusters on 'exit'.
 */
import { execFile, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The API tests run twice (PGlite stage, then PostgreSQL stage with DATABASE_URL). Tests on a private cluster do not
 * depend on that choice, so they run in ONE stage only: the PGlite one, which `npm test` always runs (the PostgreSQL
 * stage only when DATABASE_URL is set). Use `describe.runIf(privateClusterTestsRun)`.
 */
export const privateClusterTestsRun = !process.env.DATABASE_URL;

const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const FOLDER_PREFIX = 'portal-pgc-';
/** Holds the pid of the process that started the cluster. */
const OWNER_FILE = 'owner.pid';
/** Older than this, a cluster folder belongs to no run still going (runs are stopped after 15 minutes). */
const LEFTOVER_AGE_MS = 60 * 60_000;
/** Bounds the waits of pg_ctl (start, stop) so a broken cluster fails the test instead of hanging it. */
const PG_CTL_WAIT_SECONDS = 30;

export interface PrivateCluster {
  /** The temp folder: data directory in `data/`, the Unix socket and `postgres.log`. */
  readonly folder: string;
  readonly port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust auth; default database `postgres`). */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Starts a stopped cluster (already done by startPrivateCluster). */
  start(): Promise<void>;
  /** Stops the cluster; `fast` rolls back and disconnects clients, `immediate` is a crash-like stop. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stop then start, like a database restart or failover seen from the API. */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  /** `pg_terminate_backend` on every client connection but the caller's (optionally of one database only); returns how many. */
  terminateBackends(database?: string): Promise<number>;
  /** SIGSTOP to the postmaster and all its children: connections stay open but nothing answers (a stalled database). */
  freeze(): void;
  /** SIGCONT to the processes freeze() stopped (and any child still stopped). */
  thaw(): void;
  readonly frozen: boolean;
  readonly running: boolean;
  /** The postmaster's pid, or null when stopped. */
  postmasterPid(): number | null;
  /** Thaws, stops (immediate) and deletes the folder. Safe to call twice and after failures. */
  destroy(): Promise<void>;
}

export interface PrivateClusterOptions {
  /** Extra server settings, e.g. `{ max_connections: '20' }`. */
  settings?: Record<string, string>;
}

const live = new Set<ClusterImpl>();
let exitHookInstalled = false;

/** initdb + start of a new private cluster. About 1–3 s on an idle machine. */
export async function startPrivateCluster(options: PrivateClusterOptions = {}): Promise<PrivateCluster> {
  if (!existsSync(path.join(BIN_DIR, 'initdb'))) {
    throw new Error(`PostgreSQL binaries not found in ${BIN_DIR} (set PG_BIN_DIR)`);
  }
  sweepLeftovers();
  const folder = mkdtempSync(path.join(os.tmpdir(), FOLDER_PREFIX));
  // Lets a later run tell a cluster whose test process died (killed run, worker ended mid-hook) from a live one.
  writeFileSync(path.join(folder, OWNER_FILE), String(process.pid));
  const cluster = new ClusterImpl(folder, options.settings ?? {});
  live.add(cluster);
  installExitHook();
  try {
    if (asRoot()) {
      const { uid, gid } = postgresUser();
      chownSync(folder, uid, gid);
    }
    await runAsPostgres(path.join(BIN_DIR, 'initdb'), [
      '-D',
      cluster.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      // A throwaway cluster: skipping fsync saves seconds on a busy disk.
      '--no-sync',
    ]);
    // A port found free may be taken before the postmaster binds it: try a few.
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      cluster.port = await freePort();
      try {
        await cluster.start();
        return cluster;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
}

class ClusterImpl implements PrivateCluster {
  port = 0;
  frozen = false;
  running = false;
  private stoppedPids: number[] = [];
  destroyed = false;

  constructor(
    readonly folder: string,
    private readonly settings: Record<string, string>,
  ) {}

  get dataDir() {
    return path.join(this.folder, 'data');
  }

  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async createDatabase(name: string) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
    await this.admin((client) => client.query(`create database ${name}`));
    return this.url(name);
  }

  async start() {
    if (this.destroyed) throw new Error('the private cluster was destroyed');
    const settings: Record<string, string> = {
      port: String(this.port),
      listen_addresses: '127.0.0.1',
      unix_socket_directories: this.folder,
      // Durability is not what these tests measure; speed on a shared 2-core machine is.
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      shared_buffers: '16MB',
      max_connections: '40',
      ...this.settings,
    };
    const serverOptions = Object.entries(settings)
      .map(([key, value]) => `-c ${key}=${value}`)
      .join(' ');
    await runAsPostgres(path.join(BIN_DIR, 'pg_ctl'), [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.folder, 'postgres.log'),
      '-o',
      serverOptions,
      '-w',
      '-t',
      String(PG_CTL_WAIT_SECONDS),
      'start',
    ]);
    if (this.destroyed) {
      // destroy() ran while it was starting (an afterAll after a timed-out beforeAll): stop what just started.
      this.destroySync();
      throw new Error('the private cluster was destroyed while starting');
    }
    this.running = true;
  }

  async stop(mode: 'fast' | 'immediate' = 'fast') {
    if (this.frozen) this.thaw();
    if (!this.postmasterPid()) {
      this.running = false;
      return;
    }
    await runAsPostgres(path.join(BIN_DIR, 'pg_ctl'), [
      '-D',
      this.dataDir,
      '-m',
      mode,
      '-w',
      '-t',
      String(PG_CTL_WAIT_SECONDS),
      'stop',
    ]);
    this.running = false;
  }

  async restart(mode: 'fast' | 'immediate' = 'fast') {
    await this.stop(mode);
    await this.start();
  }

  async terminateBackends(database?: string) {
    return this.admin(async (client) => {
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid() and ($1::text is null or datname = $1)`,
        [database ?? null],
      );
      for (const { pid } of rows) await client.query('select pg_terminate_backend($1)', [pid]);
      return rows.length;
    });
  }

  freeze() {
    const postmaster = this.postmasterPid();
    if (!postmaster) throw new Error('cannot freeze a cluster that is not running');
    // The postmaster first, so it forks no child that would escape the freeze.
    signal(postmaster, 'SIGSTOP');
    const children = childPids(postmaster);
    for (const pid of children) signal(pid, 'SIGSTOP');
    this.stoppedPids = [postmaster, ...children];
    this.frozen = true;
  }

  thaw() {
    const postmaster = this.postmasterPid();
    const pids = new Set(this.stoppedPids);
    if (postmaster) for (const pid of [postmaster, ...childPids(postmaster)]) pids.add(pid);
    for (const pid of pids) signal(pid, 'SIGCONT');
    this.stoppedPids = [];
    this.frozen = false;
  }

  postmasterPid(): number | null {
    try {
      const pid = Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
    } catch {
      return null;
    }
  }

  async destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    live.delete(this);
    try {
      await this.stop('immediate');
    } catch {
      this.destroySync();
      return;
    }
    rmSync(this.folder, { recursive: true, force: true });
  }

  /** For the 'exit' hook, where nothing asynchronous runs: SIGCONT, pg_ctl stop, delete. */
  destroySync() {
    this.destroyed = true;
    live.delete(this);
    const postmaster = this.postmasterPid();
    if (postmaster) {
      for (const pid of [postmaster, ...childPids(postmaster)]) signal(pid, 'SIGCONT');
      spawnSync(...asPostgres(path.join(BIN_DIR, 'pg_ctl'), ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']), {
        stdio: 'ignore',
        timeout: PG_CTL_WAIT_SECONDS * 1000,
      });
      if (this.postmasterPid()) signal(postmaster, 'SIGKILL');
    }
    rmSync(this.folder, { recursive: true, force: true });
  }

  private async admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
    // Through the Unix socket: works even when max_connections is exhausted over TCP by the test's pool.
    const client = new pg.Client({ host: this.folder, port: this.port, user: 'postgres', database: 'postgres' });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }
}

function asRoot(): boolean {
  return process.getuid?.() === 0;
}

function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('no `postgres` OS user to run the private cluster as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** As root, the command runs as `postgres` (runuser); otherwise as the current user, who owns the folder. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function runAsPostgres(command: string, args: string[]): Promise<void> {
  const [file, fileArgs] = asPostgres(command, args);
  return new Promise((resolve, reject) => {
    // cwd: runuser keeps the caller's working directory, which `postgres` may not be allowed to enter.
    execFile(
      file,
      fileArgs,
      { cwd: os.tmpdir(), timeout: (PG_CTL_WAIT_SECONDS + 10) * 1000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${path.basename(command)} failed: ${error.message}\n${stdout}${stderr}`));
        else resolve();
      },
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but not ours to signal (not root); still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Exited in the meantime.
  }
}

/** Direct children from /proc (no pgrep needed): the postmaster's backends and auxiliary processes. */
function childPids(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name, in parentheses, may hold spaces: fields count from after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === parent) children.push(Number(entry));
    } catch {
      // Exited while listing.
    }
  }
  return children;
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const cluster of [...live]) cluster.destroySync();
  });
}

/**
 * Clusters left by test processes that are gone (a killed run, or a worker ended while a hook was still starting its
 * cluster): stop what still runs there and delete the folder. A folder without an owner file counts as left over once
 * it is older than LEFTOVER_AGE_MS.
 */
function sweepLeftovers(): void {
  const cutoff = Date.now() - LEFTOVER_AGE_MS;
  for (const entry of readdirSync(os.tmpdir())) {
    if (!entry.startsWith(FOLDER_PREFIX)) continue;
    const folder = path.join(os.tmpdir(), entry);
    try {
      const owner = readOwner(folder);
      const abandoned = owner !== null ? !isAlive(owner) : statSync(folder).mtimeMs < cutoff;
      if (abandoned) new ClusterImpl(folder, {}).destroySync();
    } catch {
      // Another user's, or gone already.
    }
  }
}

function readOwner(folder: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(folder, OWNER_FILE), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Destroys every cluster this process started and has not destroyed yet. For an afterAll that may run while its
 * beforeAll is still starting a cluster (the hook timed out), and so holds no handle to it.
 */
export async function destroyAllPrivateClusters(): Promise<void> {
  for (const cluster of [...live]) await cluster.destroy();
}
