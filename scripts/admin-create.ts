/**
 * `npm run admin:create -- --email x --first-name A --last-name B [--role super_admin]`: adds an admin user
 * straight to the admin service's database, with the service's own configuration (`DATABASE_URL`, or the
 * embedded PGlite under `DATA_DIR`; stop the platform first when it uses that PGlite, which one process holds
 * at a time). The admin schema is migrated first. The password comes from `ADMIN_PASSWORD`, or is asked for
 * when run in a terminal; never from the command line, where any user of the machine could read it (`ps`).
 * Prints the new admin's id and e-mail; exits non-zero with a message on bad input or a taken e-mail.
 */
import { parseArgs } from 'node:util';
import { adminUserCreateSchema, type AdminUserCreateInput, type AdminUserDto } from '@referrals/contracts';
import {
  ConfigError,
  closePasswordWorkers,
  configurePasswordHashing,
  createLogger,
  isAppError,
  loadConfig,
  openDatabase,
  openServiceOrm,
  parseInput,
} from '@referrals/service-kit';
import { adminService } from '@referrals/admin-service';
import { addAdminUser } from '../services/admin/src/use-cases/create-admin-user.ts';

const USAGE =
  'Usage: npm run admin:create -- --email <email> --first-name <name> --last-name <name> [--role admin|super_admin]\n' +
  'The password is read from ADMIN_PASSWORD, or asked for when run in a terminal.';

export interface AdminCreateIo {
  /** What the command prints for the person running it (the new admin's id and e-mail). */
  out(line: string): void;
  /** Problems and usage. */
  err(line: string): void;
  /** Asks for the password without echoing it; null when there is no terminal to ask in. */
  askPassword(): Promise<string | null>;
}

class UsageError extends Error {}

function parseOptions(argv: string[]): Record<string, string> {
  if (argv.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new UsageError(
      '--password is not accepted: a password on the command line is visible to every user of the machine. ' +
        'Set ADMIN_PASSWORD or run the command in a terminal to be asked for it.',
    );
  }
  try {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string', default: 'admin' },
      },
    });
    return values as Record<string, string>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function passwordFrom(env: NodeJS.ProcessEnv, io: AdminCreateIo): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const password = await io.askPassword();
  if (password === null) {
    throw new UsageError(
      'No password: set ADMIN_PASSWORD, or run the command in a terminal to be asked for it.',
    );
  }
  return password;
}

function describeInputError(error: { message: string; fields?: Record<string, string> }): string {
  const fields = Object.values(error.fields ?? {});
  return fields.length > 0 ? [...new Set(fields)].join('; ') : error.message;
}

/** Adds the admin the arguments describe; answers the exit code (0 when it was created). */
export async function runAdminCreate(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: AdminCreateIo,
): Promise<number> {
  let input: AdminUserCreateInput;
  try {
    const options = parseOptions(argv);
    const given = {
      email: options.email,
      firstName: options['first-name'],
      lastName: options['last-name'],
      role: options.role,
      password: await passwordFrom(env, io),
    };
    // Options left out are absent fields, which the schema names ("First name is required").
    input = await parseInput(
      adminUserCreateSchema,
      Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
    );
  } catch (error) {
    if (error instanceof UsageError) io.err(`admin:create: ${error.message}`);
    else if (isAppError(error, 'InputError')) io.err(`admin:create: ${describeInputError(error)}`);
    else throw error;
    io.err(USAGE);
    return 2;
  }

  let config;
  try {
    // ADMIN_EMAIL and ADMIN_PASSWORD choose the first super admin when the service starts: not this command's.
    const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...serviceEnv } = env;
    config = loadConfig(serviceEnv);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`admin:create: ${error.message}`);
    return 2;
  }

  configurePasswordHashing(config.passwordHashCost);
  const logger = createLogger({ name: 'admin-create', level: 'warn', destination: process.stderr });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const orm = await openServiceOrm({
      database,
      schema: adminService.name,
      entities: adminService.entities,
      migrations: adminService.migrations,
      logger,
    });
    let admin: AdminUserDto;
    try {
      admin = await addAdminUser(orm.em.fork(), input);
    } catch (error) {
      if (!isAppError(error, 'ConflictError')) throw error;
      io.err(`admin:create: ${error.message}`);
      return 1;
    } finally {
      await orm.close();
    }
    io.out(`Created ${admin.role} ${admin.email} (id ${admin.id})`);
    return 0;
  } finally {
    await database.close();
    await closePasswordWorkers();
  }
}

/** Reads a line from the terminal without echoing it; Ctrl+C or Ctrl+D gives up. */
function readHidden(prompt: string): Promise<string | null> {
  const { stdin, stderr } = process;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve) => {
    let value = '';
    const finish = (result: string | null) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(value);
        if (char === '\u0003' || char === '\u0004') return finish(null);
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** Asks twice in a terminal, so a typo does not become the password; null without a terminal or when given up. */
async function askPasswordOnTerminal(): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  for (;;) {
    const first = await readHidden('Password for the new admin: ');
    if (first === null) return null;
    const again = await readHidden('The same password again: ');
    if (again === null) return null;
    if (first === again) return first;
    process.stderr.write('The two passwords differ; try again.\n');
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await runAdminCreate(process.argv.slice(2), process.env, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      askPassword: askPasswordOnTerminal,
    });
  } catch (error) {
    // The database could not be reached or migrated, for instance: say so without a stack trace.
    process.stderr.write(`admin:create: failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
