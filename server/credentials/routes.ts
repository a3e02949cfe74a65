import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  credentialCreateSchema,
  credentialDetailSchema,
  credentialListSchema,
  credentialMessages,
  credentialSchema,
  credentialUpdateSchema,
  describeFieldIssues,
  type UsingSequence,
} from '../../src/domain/credentials/credentials';
import { credentialNamesOf } from '../../src/domain/workflow/credential-uses';
import { workflowFromItems } from '../../src/domain/workflow/saved-workflow';
import type { Database, Db } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { toCredential, toCredentialDetail } from './answers';
import type { CredentialCipher } from './cipher';
import * as repository from './repository';
import type { SequencesForCredentials } from './credential-sequences-port';
import { editedContent, newContent } from './stored-values';

const idParams = z.object({ id: z.string() });
const tags = ['credentials'];

export interface CredentialRouteOptions {
  database: Database;
  cipher: CredentialCipher;
  sequences: SequencesForCredentials;
}

const credentialNotFound = () => new HttpError(404, credentialMessages.notFound);

/** A clash on the per-user name index, also under a race, is the 409 the form shows. */
function rethrowNameTaken(error: unknown, name: string): never {
  if (isUniqueViolation(error)) throw new HttpError(409, credentialMessages.nameTaken(name));
  throw error;
}

/** The user's sequences whose saved workflow names the credential (D66: Delete names them first). */
async function sequencesUsing(db: Db, sequences: SequencesForCredentials, userId: string, name: string): Promise<UsingSequence[]> {
  return (await sequences.listOwned(db, userId)).flatMap((sequence) => {
    const workflow = workflowFromItems(sequence.items);
    return workflow && credentialNamesOf(workflow).includes(name) ? [{ sequenceId: sequence.id, title: sequence.title }] : [];
  });
}

/** /v1/credentials (D66): a user's credentials; no answer ever carries a value. */
export async function credentialRoutes(app: FastifyInstance, { database, cipher, sequences }: CredentialRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.get('/credentials', { ...signedIn, schema: { operationId: 'listCredentials', summary: 'Your credentials, without their values', tags, response: { 200: credentialListSchema } } }, async (request) =>
    (await repository.listCredentials(db, currentUser(request).id)).map(toCredential),
  );

  api.post(
    '/credentials',
    {
      ...signedIn,
      schema: {
        operationId: 'createCredential',
        summary: 'Keep a credential, sealed',
        tags,
        body: credentialCreateSchema,
        response: { 201: credentialSchema },
        errors: { 409: 'You have a credential of this name.' },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const id = randomUUID();
      const row = await repository.insertCredential(db, userId, id, newContent(cipher, userId, id, request.body)).catch((error: unknown) => rethrowNameTaken(error, request.body.name));
      return reply.status(201).send(toCredential(row));
    },
  );

  const readSchema = { operationId: 'getCredential', summary: 'A credential, without its values, and the sequences that use it', tags, params: idParams, response: { 200: credentialDetailSchema }, errors: { 404: 'No credential of yours has this id.' } };
  api.get('/credentials/:id', { ...signedIn, schema: readSchema }, async (request) => {
    const userId = currentUser(request).id;
    const row = await repository.findOwnedCredential(db, userId, request.params.id);
    if (!row) throw credentialNotFound();
    return toCredentialDetail(row, await sequencesUsing(db, sequences, userId, row.name));
  });

  api.put(
    '/credentials/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'updateCredential',
        summary: 'Change a credential; a value left out is kept',
        tags,
        params: idParams,
        body: credentialUpdateSchema,
        response: { 200: credentialSchema },
        errors: { 404: 'No credential of yours has this id.', 409: 'You have another credential of this name.', 422: 'The kind changed and a secret field of the new kind is missing.' },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await db
        .transaction(async (tx) => {
          // Locked while the kept values are merged in, so two saves do not each keep the other's old values.
          const current = await repository.findOwnedCredential(tx, userId, request.params.id, { forUpdate: true });
          if (!current) throw credentialNotFound();
          const edited = editedContent(cipher, current, request.body);
          if ('issues' in edited) throw new HttpError(422, describeFieldIssues(edited.issues));
          return repository.updateOwnedCredential(tx, userId, current.id, edited.content);
        })
        .catch((error: unknown) => rethrowNameTaken(error, request.body.name));
      if (!row) throw credentialNotFound();
      return toCredential(row);
    },
  );

  api.delete('/credentials/:id', { ...signedIn, schema: { operationId: 'deleteCredential', summary: 'Delete a credential', tags, params: idParams, response: { 204: z.undefined() }, errors: { 404: 'No credential of yours has this id.' } } }, async (request, reply) => {
    if (!(await repository.deleteOwnedCredential(db, currentUser(request).id, request.params.id))) throw credentialNotFound();
    return reply.status(204).send();
  });
}
