import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/accounts/passwords';
import type { App } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/database';
import { users } from '../../../server/db/schema/accounts';
import { plans } from '../../../server/db/schema/plans';
import { demoAccount, seedDatabase } from '../../../server/db/seed';
import { bots } from '../../../server/db/schema/bots';
import { loginRequest } from '../accounts/accounts-fixtures';
import { migratedDataDir } from '../process/server-process';
import { startTestApp } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(users);
});

const demoUsers = () =>
  database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${demoAccount.email}`);

describe('seedDatabase', () => {
  it('creates the demo account named in the README, which can sign in', async () => {
    await seedDatabase(database.db, { demoAccount: true });
    const [demo] = await demoUsers();
    expect(demo).toMatchObject({ email: 'demo@botflow.dev', name: 'Demo', lastname: 'User', isActive: true, isAdmin: false });
    const response = await loginRequest(app, 'demo@botflow.dev', 'demo1234');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Demo', lastname: 'User', email: 'demo@botflow.dev' });
  });

  it('is idempotent: a second run adds nothing and leaves a changed demo password alone', async () => {
    await seedDatabase(database.db, { demoAccount: true });
    await database.db.update(users).set({ name: 'Renamed' }).where(eq(users.email, demoAccount.email));
    const [before] = await demoUsers();
    await seedDatabase(database.db, { demoAccount: true });
    await Promise.all([seedDatabase(database.db, { demoAccount: true }), seedDatabase(database.db, { demoAccount: true })]);
    const after = await demoUsers();
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual(before);
    expect(await database.db.select().from(plans)).toHaveLength(3);
    // The demo's six sample bots (D8) were written once, with the account.
    expect(await database.db.select().from(bots).where(eq(bots.userId, after[0]!.id))).toHaveLength(6);
  });

  it('creates no demo account when SEED_DEMO is false, but still seeds the plans', async () => {
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(readConfig({}).seedDemo).toBe(true);
    await seedDatabase(database.db, { demoAccount: readConfig({ SEED_DEMO: 'false' }).seedDemo });
    expect(await demoUsers()).toEqual([]);
    expect((await database.db.select({ id: plans.id }).from(plans)).map((plan) => plan.id).sort()).toEqual(['basic-monthly', 'pro-annual', 'team-monthly']);
  });

  it('brings plans changed since an earlier release back to the plans we offer', async () => {
    await seedDatabase(database.db, { demoAccount: false });
    await database.db.update(plans).set({ price: 1, name: 'Old name', features: ['old'], isActive: false }).where(eq(plans.id, 'basic-monthly'));
    await seedDatabase(database.db, { demoAccount: false });
    const [basic] = await database.db.select().from(plans).where(eq(plans.id, 'basic-monthly'));
    expect(basic).toMatchObject({
      name: 'Basic Monthly',
      price: 9.99,
      currency: 'USD',
      billingPeriod: 'monthly',
      isPopular: false,
      isActive: true,
      features: ['Up to 5 bots', 'Basic automation sequences', 'Email support', '1GB storage', 'Basic analytics'],
    });
  });
});

describe('npm run user:create', () => {
  const execFileAsync = promisify(execFile);
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await migratedDataDir(await mkdtemp(join(tmpdir(), 'botflow-cli-')));
  });
  afterAll(async () => {
    await rm(join(dataDir, '..'), { recursive: true, force: true });
  });

  function createUser(args: string[]) {
    // The CLI reads the same environment as the server; here an embedded database in a temp dir.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    return execFileAsync('npx', ['tsx', 'server/cli/create-user.ts', ...args], { env, timeout: 60_000 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout: string; stderr: string }) => ({ code: error.code ?? 1, stdout: error.stdout, stderr: error.stderr }),
    );
  }

  it('adds an admin, refuses a taken email and invalid arguments', async () => {
    const created = await createUser(['--email', 'Root@Example.com', '--password', 'rootpass', '--name', 'Root', '--lastname', 'Admin', '--admin']);
    expect(created.stdout).toContain('Created admin Root@Example.com');
    expect(created.code).toBe(0);

    const duplicate = await createUser(['--email', 'root@example.com', '--password', 'another1', '--name', 'Dup', '--lastname', 'User']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('Email already registered');

    const invalid = await createUser(['--email', 'nope', '--password', '123', '--name', 'X', '--lastname', 'Y']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('Invalid email address');
    expect(invalid.stderr).toContain('Password must be at least 6 characters');
    expect(invalid.stderr).toContain('Usage: npm run user:create');

    const cliDatabase = await openDatabase({ dataDir });
    try {
      const rows = await cliDatabase.db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'Root@Example.com', name: 'Root', lastname: 'Admin', isAdmin: true, isActive: true });
      expect(await verifyPassword('rootpass', rows[0]?.passwordHash)).toBe(true);
    } finally {
      await cliDatabase.close();
    }
  }, 120_000);
});
