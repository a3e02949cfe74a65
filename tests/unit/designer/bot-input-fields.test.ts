import { describe, expect, it } from 'vitest';
import { storedSettings } from '../../../src/domain/workflow/node-catalogue/run-settings';
import { botInputFieldsFor } from '../../../src/machines/designer/bot-node-setup';
import { leadCapture, leadCaptureSetUp, nightlyReport } from '../../../src/views/bots/bot-story-fixtures';

const botNode = (botId: number, properties: Record<string, unknown> = {}) => ({ type: 'bot', properties: { paletteItem: 'bot', botId, ...properties } });

describe("a bot node's Run Settings for its bot's inputs (D66)", () => {
  it("are the bot's declared inputs, each saying the bot's own setting an empty field keeps", () => {
    const fields = botInputFieldsFor([leadCaptureSetUp], botNode(leadCaptureSetUp.id));
    expect(fields.map(({ key, label, control, fallback, placeholder, accepts }) => ({ key, label, control, fallback, placeholder, accepts }))).toEqual([
      { key: 'crmUrl', label: 'CRM contacts endpoint (required)', control: 'text', fallback: 'https://crm.acme.test/api/contacts', placeholder: 'https://crm.acme.test/api/contacts', accepts: undefined },
      { key: 'crmToken', label: 'CRM API token (required)', control: 'credential', fallback: "acme-crm (the bot's)", placeholder: 'acme-crm', accepts: ['token'] },
      { key: 'leadSource', label: 'Lead source', control: 'text', fallback: 'web form', placeholder: 'web form', accepts: undefined },
    ]);
    expect(fields[0]!.hint).toBe("Where each new contact is posted. Empty: the bot's own setting from My Bots");
    // One list for one loaded bot, so the panel does not redraw for nothing.
    expect(botInputFieldsFor([leadCaptureSetUp], botNode(leadCaptureSetUp.id))).toBe(fields);
  });

  it('say when the bot has no value of its own, and none for another node or a bot the palette does not list', () => {
    expect(botInputFieldsFor([leadCapture], botNode(leadCapture.id))[1]!.hint).toBe("Empty: the bot's own setting from My Bots, which is not set yet");
    expect(botInputFieldsFor([leadCapture], botNode(99))).toEqual([]);
    expect(botInputFieldsFor([leadCapture], { type: 'api', properties: { botId: leadCapture.id } })).toEqual([]);
  });

  it('store as the library scripts’ inputs do: a number, a flag, JSON as what it writes; an emptied field removed', () => {
    const fields = botInputFieldsFor([nightlyReport], botNode(nightlyReport.id));
    expect(fields.find((field) => field.key === 'attach')).toMatchObject({ control: 'boolean', fallback: 'Yes' });
    expect(storedSettings(fields, { limit: '20', attach: 'false', columns: '["id"]', sendTo: '' }, { botId: 6, sendTo: 'old@acme.test' })).toEqual({ botId: 6, limit: 20, attach: false, columns: ['id'] });
  });
});
