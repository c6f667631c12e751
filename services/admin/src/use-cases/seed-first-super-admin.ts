import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/sql';
import { hashPassword, type PlatformConfig, type ServiceRuntime } from '@referrals/service-kit';
import { AdminUser } from '../entities/admin-user.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';
export const INITIAL_ADMIN_FILE = 'initial-admin.txt';

export type SeedOutcome = 'already-seeded' | 'seeded-from-environment' | 'seeded-into-file';

interface SeedContext {
  em: EntityManager;
  config: Pick<PlatformConfig, 'adminEmail' | 'adminPassword' | 'dataDir' | 'publicUrl'>;
  log: ServiceRuntime['log'];
  now?: Date;
}

/** About 144 bits from the system's CSPRNG, in characters that survive copy and paste. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

async function writeCredentialsFile(path: string, content: string): Promise<void> {
  const file = await open(path, 'w', 0o600);
  try {
    // The mode given to open() applies only when the file is new and is cut by the umask: set it explicitly.
    await file.chmod(0o600);
    await file.writeFile(content);
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * Makes sure the platform has a super admin, so the admin screens can be reached at all. With ADMIN_EMAIL + ADMIN_PASSWORD that
 * account is created; otherwise `admin@localhost` with a generated password written to
 * `DATA_DIR/initial-admin.txt` (mode 0600), and only the file's path is logged.
 *
 * Replicas starting together are settled by the unique e-mail: the insert that loses does nothing, and only
 * the winner writes the file, before its transaction commits, so the file never holds a password that is not
 * in the database.
 */
export async function seedFirstSuperAdmin({
  em,
  config,
  log,
  now = new Date(),
}: SeedContext): Promise<SeedOutcome> {
  if ((await em.count(AdminUser, { role: 'super_admin' })) > 0) return 'already-seeded';

  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = config.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const credentialsPath = join(config.dataDir, INITIAL_ADMIN_FILE);

  const seeded = await em.fork().transactional(async (tx) => {
    const inserted = await tx
      .createQueryBuilder(AdminUser)
      .insert({
        id: randomUUID(),
        firstName: 'Super',
        lastName: 'Admin',
        email,
        emailNormalized: email.trim().toLowerCase(),
        passwordHash,
        role: 'super_admin',
        isActive: true,
        lastLogin: null,
        createdAt: now,
      })
      .onConflict('emailNormalized')
      .ignore()
      .execute<{ affectedRows: number }>('run');
    if (inserted.affectedRows === 0) return false;
    if (!config.adminPassword) {
      await mkdir(config.dataDir, { recursive: true });
      await writeCredentialsFile(
        credentialsPath,
        [
          `# The first super admin, created ${now.toISOString()}.`,
          `# Sign in at ${config.publicUrl}/admin, then delete this file.`,
          `email: ${email}`,
          `password: ${password}`,
          '',
        ].join('\n'),
      );
    }
    return true;
  });

  if (!seeded) {
    if ((await em.fork().count(AdminUser, { role: 'super_admin' })) === 0) {
      log.warn({ email }, 'no super admin seeded: an admin with this e-mail exists but is not a super admin');
    }
    return 'already-seeded';
  }
  if (config.adminPassword) {
    log.info({ email }, 'first super admin created from ADMIN_EMAIL and ADMIN_PASSWORD');
    return 'seeded-from-environment';
  }
  log.warn({ path: credentialsPath }, 'first super admin created: its e-mail and password are in this file');
  return 'seeded-into-file';
}
