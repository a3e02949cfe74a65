import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredInputsOf, setupRefusalDetail } from '../../src/domain/bots/bot-setup';
import { botUpdatePayloadSchema, botUpdateSchema, updateDiff, updatedSetup, updateMessages, type BotUpdate } from '../../src/domain/bots/bot-update';
import { botMessages, botSchema } from '../../src/domain/bots/bots';
import { savedWorkflowSchema } from '../../src/domain/workflow/saved-workflow';
import { toBot } from '../bots/answers';
import { applyBotUpdate, findBoughtCopy } from '../bots/bought-copies';
import { findOwnedBot } from '../bots/repository';
import type { Db } from '../db/database';
import { isoTime } from '../db/iso-time';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { versionsAfter, type VersionRow } from './versions-repository';

const tags = ['bots'];
const idParams = z.object({ id: z.string().describe('The bot’s id, from My Bots') });
const botNotFound = () => new HttpError(404, botMessages.notFound);

const botIdOf = (raw: string) => (/^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

/** The caller's bought copy and the listing's versions after the one it runs, newest first; refused when there is no update. */
async function pendingUpdate(db: Db, userId: string, raw: string) {
  const id = botIdOf(raw);
  const copy = id === null ? undefined : await findBoughtCopy(db, userId, id);
  if (id === null || !copy) {
    if (id !== null && (await findOwnedBot(db, userId, id))) throw new HttpError(409, updateMessages.notBought);
    throw botNotFound();
  }
  const newer = await versionsAfter(db, copy.marketBotId, copy.version);
  const latest = newer[0];
  if (!latest) throw new HttpError(409, updateMessages.upToDate);
  return { id, copy, newer, latest };
}

const workflowOf = (value: unknown) => {
  const parsed = savedWorkflowSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

function updateAnswer(copy: { version: number | null; workflow: unknown; inputValues: Record<string, unknown> }, newer: readonly VersionRow[], latest: VersionRow): BotUpdate {
  const after = workflowOf(latest.workflow);
  if (!after) throw new Error(`version ${latest.version} of market bot ${latest.marketBotId} holds no readable workflow`);
  return {
    from: copy.version,
    to: latest.version,
    changelogs: newer.map((version) => ({ version: version.version, publishedAt: isoTime(version.publishedAt), changelog: version.changelog })),
    ...updateDiff(workflowOf(copy.workflow), after, copy.inputValues),
  };
}

/**
 * A bought bot's updates (D130), here because they are the listing's versions: what the latest
 * one changes, and applying it when its buyer chooses, keeping the setup where inputs still match.
 */
export async function botUpdateRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  api.get(
    '/bots/:id/update',
    {
      ...signedIn,
      schema: {
        operationId: 'getBotUpdate',
        summary: "What updating a bought bot to its listing's latest version changes: steps, inputs, and the setup kept",
        tags,
        params: idParams,
        response: { 200: botUpdateSchema },
        errors: { 404: 'No bot of yours has this id.', 409: 'The bot was not bought in the marketplace, or it runs its listing’s latest version already.' },
      },
    },
    async (request) => {
      const { copy, newer, latest } = await pendingUpdate(db, currentUser(request).id, request.params.id);
      return updateAnswer(copy, newer, latest);
    },
  );

  api.post(
    '/bots/:id/update',
    {
      ...signedIn,
      schema: {
        operationId: 'applyBotUpdate',
        summary: "Update a bought bot to its listing's latest version, with values for the inputs it asks for",
        tags,
        params: idParams,
        body: botUpdatePayloadSchema,
        response: { 200: botSchema },
        errors: {
          404: 'No bot of yours has this id.',
          409: 'The bot was not bought in the marketplace, runs the latest version already, or a newer version came out than the one named.',
          422: 'A value for an input is missing or not of its kind.',
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { id, copy, latest } = await pendingUpdate(db, userId, request.params.id);
      if (request.body.version !== latest.version) throw new HttpError(409, updateMessages.newerVersion(latest.version));
      const after = workflowOf(latest.workflow);
      if (!after) throw new Error(`version ${latest.version} of market bot ${latest.marketBotId} holds no readable workflow`);
      const setup = updatedSetup(declaredInputsOf(copy.workflow), after.inputs ?? [], copy.inputValues, request.body.inputValues);
      if (!setup.ok) throw new HttpError(422, setupRefusalDetail(setup.errors));
      const applied = await applyBotUpdate(db, userId, id, { fromVersion: copy.version, version: latest.version, workflow: latest.workflow, inputValues: setup.values });
      if (!applied) throw new HttpError(409, updateMessages.upToDate);
      const bot = await findOwnedBot(db, userId, id);
      if (!bot) throw botNotFound();
      return toBot(bot);
    },
  );
}
