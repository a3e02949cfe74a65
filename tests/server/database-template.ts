import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';

/**
 * The server project's global setup: one migrated database that every test file's starts from,
 * instead of each file running PGlite's initdb and the migrations again (about 8 of PGlite's 10 s
 * to open a database under CI's load were initdb; on PostgreSQL, a copy of a template is cheaper
 * than fifteen migrations). Each file still gets a database of its own.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data dir (dumpDataDir's tar) with every migration applied, when the run is on PGlite. */
    pgliteTemplateFile?: string;
    /**
     * The same migrated database as a closed PGlite data directory, for the tests that start the real
     * server on a DATA_DIR: each copies it instead of paying initdb and the migrations in its process.
     */
    pgliteTemplateDataDir?: string;
    /** A migrated database on DATABASE_URL's server for CREATE DATABASE … TEMPLATE, when the run is on PostgreSQL. */
    postgresTemplateName?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  return url ? postgresTemplate(project, url) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const database = await openDatabase({ inMemory: true });
  const scratch = await mkdtemp(join(tmpdir(), 'botflow-pglite-template-'));
  const file = join(scratch, 'template.tar');
  const dataDir = join(scratch, 'data');
  try {
    const client = (database.connection as { client: PGlite }).client;
    // Uncompressed: loading it is then a copy, where gzip would cost each file a second or so.
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    // Unpacked into a directory by PGlite itself (no second initdb) and closed, so that it was shut
    // down cleanly: a copy of it is then a data dir the server opens as its own.
    const onDisk = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: dump });
    await onDisk.waitReady;
    await onDisk.close();
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateFile', file);
  project.provide('pgliteTemplateDataDir', dataDir);
  return () => rm(scratch, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, url: string) {
  const { default: postgres } = await import('postgres');
  const name = `botflow_test_template_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  // Migrated, then closed: PostgreSQL copies a template only while no one is connected to it.
  await (await openDatabase({ databaseUrl: templateUrl.toString() })).close();
  project.provide('postgresTemplateName', name);
  return async () => {
    const cleanup = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
}
