import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
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
  const file = join(tmpdir(), `botflow-pglite-template-${process.pid}.tar`);
  try {
    const client = (database.connection as { client: PGlite }).client;
    // Uncompressed: loading it is then a copy, where gzip would cost each file a second or so.
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateFile', file);
  return () => rm(file, { force: true });
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
