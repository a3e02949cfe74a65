/**
 * Adds a user to the database the server would open (same env: DATABASE_URL or DATA_DIR).
 *   npm run user:create -- --email ann@example.com --password secret1 --name Ann --lastname Lee [--admin]
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailRule, nameRule, passwordRule } from '../../src/domain/rules';
import { hashPassword } from '../accounts/passwords';
import { createAccount } from '../accounts/new-account';
import { readConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { describeZodError } from '../plugins/errors';
import { messageOf } from '../../src/domain/error-text';

const usage = 'Usage: npm run user:create -- --email <email> --password <password> --name <first name> --lastname <last name> [--admin]';

const argumentsSchema = z.object({
  email: emailRule(),
  password: passwordRule(),
  name: nameRule('First name'),
  lastname: nameRule('Last name'),
  admin: z.boolean(),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsedArgs;
try {
  parsedArgs = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      lastname: { type: 'string' },
      admin: { type: 'boolean', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(`${messageOf(error)}\n${usage}`);
}

const parsed = argumentsSchema.safeParse(parsedArgs);
if (!parsed.success) fail(`${describeZodError(parsed.error)}\n${usage}`);
const { email, password, name, lastname, admin } = parsed.data;

const database = await openDatabase(readConfig().database).catch((error: unknown) => {
  if (error instanceof DataDirInUse) fail(`${error.message} (the embedded database takes one process at a time: stop the server, or use DATABASE_URL)`);
  throw error;
});
try {
  await createAccount(database.db, { name, lastname, email, passwordHash: await hashPassword(password), isActive: true, isAdmin: admin });
  console.log(`Created ${admin ? 'admin' : 'user'} ${email}`);
} catch (error) {
  process.exitCode = 1;
  console.error(isUniqueViolation(error) ? 'Email already registered' : error);
} finally {
  await database.close();
}
