import { z } from 'zod';
import { optionalText, requiredText, setting } from './run-settings';

/**
 * The Run Settings of the Click Workflow items (D68), under the property names the browser worker
 * reads. Each acts on the run's one browser tab; a URL, where it is optional, opens that page first.
 */

export const clickTriggerActions = ['none', 'click'] as const;
export const clickActions = ['click', 'dblclick', 'type', 'press', 'select', 'check'] as const;
export const elementConditions = ['exists', 'visible', 'hasText', 'attributeEquals'] as const;

/** A choice among `choices`: empty is the first; anything else outside them fails the node with `message`. */
const choice = <C extends readonly [string, ...string[]]>(choices: C, message: string) =>
  z.preprocess((value) => (value === undefined || value === null || value === '' ? choices[0] : value), z.enum(choices, { error: message }));

const pageUrlHint = 'An http or https address; {{input.field}} and {{inputs.name}} are filled in when the node runs';
const selectorForm = { label: 'Selector', control: 'text', placeholder: '#submit, button:has-text("Sign in")', hint: 'A CSS selector; Playwright’s :has-text() and :visible work too', templates: true } as const;

export const clickTriggerSettings = z.object({
  url: setting(optionalText(), { label: 'Page URL', control: 'text', placeholder: 'https://shop.example.com/orders', hint: `${pageUrlHint}. Empty: the page the run’s tab is on`, templates: true }),
  selector: setting(requiredText('The Click Trigger needs a selector'), { ...selectorForm, hint: `${selectorForm.hint}; the node waits until it is there` }),
  action: setting(choice(clickTriggerActions, 'The Click Trigger’s action is none or click'), {
    label: 'Then',
    control: 'choice',
    choices: clickTriggerActions,
    hint: 'none: only wait for the element; click: click it once it is there',
  }),
});

export const clickActionSettings = z.object({
  url: setting(optionalText(), { label: 'Open first (URL)', control: 'text', placeholder: 'https://shop.example.com/cart', hint: `${pageUrlHint}. Empty: act on the page the tab is on`, templates: true }),
  selector: setting(requiredText('The Click Action needs a selector'), selectorForm),
  action: setting(choice(clickActions, 'The Click Action’s action is click, dblclick, type, press, select or check'), {
    label: 'Action',
    control: 'choice',
    choices: clickActions,
  }),
  text: setting(optionalText(), {
    label: 'Text',
    control: 'text',
    hint: 'type: the text typed; press: a key such as Enter or Control+A; select: the option’s value or label',
    templates: true,
  }),
  waitFor: setting(optionalText(), { label: 'Then wait for (selector)', control: 'text', hint: 'Empty: the node ends once the action is done', templates: true }),
});

export const elementSelectorSettings = z.object({
  url: setting(optionalText(), { label: 'Open first (URL)', control: 'text', hint: `${pageUrlHint}. Empty: the page the tab is on`, templates: true }),
  selector: setting(requiredText('The Element Selector needs a selector'), selectorForm),
  condition: setting(choice(elementConditions, 'The condition is exists, visible, hasText or attributeEquals'), {
    label: 'Condition',
    control: 'choice',
    choices: elementConditions,
    hint: 'Waits up to the node’s Timeout for it to hold, then fails naming the selector',
  }),
  text: setting(optionalText(), { label: 'Text (hasText)', control: 'text', hint: 'The element’s text contains it', templates: true }),
  attribute: setting(optionalText(), { label: 'Attribute (attributeEquals)', control: 'text', placeholder: 'data-state' }),
  value: setting(optionalText(), { label: 'Value (attributeEquals)', control: 'text', templates: true }),
});
