import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { botNodeSetup } from '../../../src/machines/designer/bot-node-setup';
import { leadCapture, leadCaptureSetUp, storyCredentials } from '../../../src/views/bots/bot-story-fixtures';
import { BotInputs } from '../../../src/views/designer/BotInputs';

describe("a bot node's inputs in Run Settings (D66)", () => {
  it("offers the bot's declared inputs with the bot's own setting as what an empty field means", () => {
    expect(botNodeSetup([leadCaptureSetUp], { botId: leadCaptureSetUp.id })).toEqual({
      inputs: leadCaptureSetUp.inputs,
      defaults: { crmUrl: 'https://crm.acme.test/api/contacts', crmToken: 'acme-crm', leadSource: 'web form' },
    });
    expect(botNodeSetup([leadCaptureSetUp], { botId: 99 })).toBeNull();
  });

  it('draws a field per input, each saying what it falls back on, and tells each change by name', () => {
    const setup = botNodeSetup([leadCapture], { botId: leadCapture.id })!;
    const onChange = vi.fn();
    render(<BotInputs inputs={setup.inputs} texts={{ leadSource: 'landing page' }} defaults={setup.defaults} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Bot inputs' });
    expect(within(group).getByLabelText('CRM contacts endpoint (required)')).toHaveAttribute('placeholder', "Bot's setting: required: the bot has no value");
    expect(within(group).getByLabelText('Lead source')).toHaveValue('landing page');
    expect(within(group).getByLabelText('Lead source')).toHaveAccessibleDescription("Empty: the bot's setting (web form)");
    fireEvent.change(within(group).getByLabelText('CRM API token (required)'), { target: { value: 'acme-crm' } });
    expect(onChange).toHaveBeenCalledWith('crmToken', 'acme-crm');
  });

  it('makes a credential input a select of the credentials of the kinds it accepts, once they are given', () => {
    const setup = botNodeSetup([leadCaptureSetUp], { botId: leadCaptureSetUp.id })!;
    render(<BotInputs inputs={setup.inputs} texts={{}} defaults={setup.defaults} onChange={() => {}} credentials={storyCredentials} />);
    const select = screen.getByRole('combobox', { name: 'CRM API token (required)' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(["Bot's setting: acme-crm", 'acme-crm', 'github']);
  });
});
