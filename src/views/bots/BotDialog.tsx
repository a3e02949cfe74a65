import { useSelector } from '@xstate/react';
import { Bot as BotIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Bot } from '../../domain/bots/bots';
import { isBought, type botDialogMachine } from '../../machines/bots/bot-dialog.machine';
import { selectBotDialogMode, selectBotFieldErrors, selectDialogBot, selectFormValues, selectIsSavingBot } from '../../machines/bots/bot-dialog.selectors';
import type { BotFormField, BotFormValues } from '../../machines/bots/bot-form';
import { usd } from '../../domain/money';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { ToggleButton } from '../ui/ToggleButton';
import { timelineDate, timelineDateTime } from './bot-dates';
import { botPriorityOptions, priorityLabel } from './bot-priority-options';
import * as styles from './BotDialog.css';
import { SetupFacts, SetupFields } from './BotSetup';
import { fileSizeText } from '../ui/file-size';

type BotDialogActor = ActorRefFrom<typeof botDialogMachine>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}


/** View mode (spec 02 §2): Basic Information, Statistics, Tags, Timeline, Configuration; and Setup for a bot whose workflow declares inputs (D66). */
function BotDetails({ bot }: { bot: Bot }) {
  const hasConfiguration = bot.configure !== '' || bot.configFile !== null;
  return (
    <div className={styles.body}>
      <Section title="Basic Information">
        <dl className={styles.facts}>
          <Fact label="Description">{bot.description || '—'}</Fact>
          <Fact label="Author">{bot.author}</Fact>
          <Fact label="Notes">{bot.notes || 'No notes available'}</Fact>
        </dl>
      </Section>
      <Section title="Statistics">
        <dl className={styles.facts}>
          <Fact label="Rating">{bot.rating}</Fact>
          <Fact label="Downloads">{bot.downloads.toLocaleString('en-US')}</Fact>
          <Fact label="Price">{usd(bot.price)}</Fact>
          <Fact label="Priority">{priorityLabel(bot.priority)}</Fact>
          {bot.version !== null ? <Fact label="Version">{bot.version}</Fact> : null}
        </dl>
      </Section>
      <Section title="Tags">
        {bot.tags.length > 0 ? (
          <ul className={styles.tags}>
            {bot.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No tags</p>
        )}
      </Section>
      <Section title="Timeline">
        <dl className={styles.facts}>
          <Fact label="Created">{timelineDate(bot.createdAt)}</Fact>
          <Fact label="Installed">{timelineDate(bot.installedAt)}</Fact>
          <Fact label="Last Run">{bot.lastRan ? timelineDateTime(bot.lastRan) : 'Never'}</Fact>
        </dl>
      </Section>
      <Section title="Configuration">
        {hasConfiguration ? (
          <dl className={styles.facts}>
            {bot.configure ? <Fact label="Configure">{bot.configure}</Fact> : null}
            {bot.configFile ? (
              <Fact label="File">
                {bot.configFile.name} ({fileSizeText(bot.configFile.size)}){bot.hasWorkflow ? ', a workflow' : ''}
              </Fact>
            ) : null}
          </dl>
        ) : (
          <p className={styles.muted}>No configuration details available</p>
        )}
      </Section>
      {bot.inputs.length > 0 ? (
        <Section title="Setup">
          <SetupFacts bot={bot} />
        </Section>
      ) : null}
    </div>
  );
}

function FormActions({ actor, saving, canSave = true }: { actor: BotDialogActor; saving: boolean; canSave?: boolean }) {
  return (
    <DialogActions>
      <Button variant="ghost" isDisabled={saving} onPress={() => actor.send({ type: 'form.reset' })}>
        Reset
      </Button>
      <Button variant="secondary" isDisabled={saving} onPress={() => actor.send({ type: 'form.cancel' })}>
        Cancel
      </Button>
      {canSave ? (
        <Button type="submit" isPending={saving} pendingLabel="Saving...">
          Save Changes
        </Button>
      ) : null}
    </DialogActions>
  );
}

/**
 * A bought bot's edit (D130): its setup alone. Its author, rating, downloads, price and the rest
 * are its listing's, which only its seller changes (an update, applied when its owner chooses).
 */
function SetupForm({ actor, bot }: { actor: BotDialogActor; bot: Bot }) {
  const saving = useSelector(actor, selectIsSavingBot);
  return (
    <form
      className={styles.body}
      aria-label="Edit bot"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <p className={styles.muted}>Bought in the marketplace: its details are its listing’s. What you set up is yours.</p>
      {bot.inputs.length > 0 ? (
        <Section title="Setup">
          <SetupFields actor={actor} bot={bot} />
        </Section>
      ) : (
        <p className={styles.muted}>It asks for no setup.</p>
      )}
      <FormActions actor={actor} saving={saving} canSave={bot.inputs.length > 0} />
    </form>
  );
}

/** Edit mode (spec 02 §2, §5): the bot edit form in four sections, and its setup (D66); messages under their fields. */
function BotForm({ actor, values, bot }: { actor: BotDialogActor; values: BotFormValues; bot: Bot }) {
  const errors = useSelector(actor, selectBotFieldErrors);
  const saving = useSelector(actor, selectIsSavingBot);
  const field = (name: BotFormField, label: string, extra: { multiline?: boolean; wide?: boolean; inputMode?: 'decimal' | 'numeric' | 'url' } = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(value) => actor.send({ type: 'field.changed', field: name, value })}
      errorMessage={errors[name]}
      multiline={extra.multiline}
      inputMode={extra.inputMode}
      isDisabled={saving}
      className={extra.wide ? styles.wide : undefined}
    />
  );
  return (
    <form
      className={styles.body}
      aria-label="Edit bot"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <Section title="Basic Information">
        <div className={styles.fields}>
          {field('title', 'Title', { wide: true })}
          {field('description', 'Description', { multiline: true, wide: true })}
          {field('author', 'Author')}
          {field('tags', 'Tags (comma-separated)')}
        </div>
      </Section>
      <Section title="Media & Appearance">
        <div className={styles.fields}>{field('image', 'Image URL', { wide: true, inputMode: 'url' })}</div>
      </Section>
      <Section title="Statistics">
        <div className={styles.fields}>
          {field('rating', 'Rating (0-5)', { inputMode: 'decimal' })}
          {field('downloads', 'Downloads', { inputMode: 'numeric' })}
          {field('price', 'Price (USD)', { inputMode: 'decimal' })}
          <SelectField
            label="Priority"
            value={values.priority}
            options={botPriorityOptions}
            isDisabled={saving}
            errorMessage={errors.priority}
            onChange={(value) => actor.send({ type: 'field.changed', field: 'priority', value })}
          />
        </div>
      </Section>
      <Section title="Configuration">
        <div className={styles.fields}>
          {field('configure', 'Configure', { multiline: true, wide: true })}
          {field('notes', 'Notes', { multiline: true, wide: true })}
        </div>
      </Section>
      {bot.inputs.length > 0 ? (
        <Section title="Setup">
          <SetupFields actor={actor} bot={bot} />
        </Section>
      ) : null}
      <FormActions actor={actor} saving={saving} />
    </form>
  );
}

/** The bot dialog (spec 02 §2): a header with image, title and badge, the mode switches, and the mode's body. */
export function BotDialog({ actor }: { actor: BotDialogActor }) {
  const mode = useSelector(actor, selectBotDialogMode);
  const bot = useSelector(actor, selectDialogBot);
  const values = useSelector(actor, selectFormValues);
  const saving = useSelector(actor, selectIsSavingBot);
  const close = () => actor.send({ type: 'dialog.close' });
  return (
    <Dialog
      size="lg"
      isOpen={mode !== 'closed' && bot !== null}
      isDismissable={!saving}
      onOpenChange={(isOpen) => {
        if (!isOpen && !saving) close();
      }}
    >
      {bot ? (
        <>
          <DialogHeader
            title={
              <span className={styles.head}>
                <span className={styles.thumb}>{bot.image ? <img className={styles.thumbImage} src={bot.image} alt="" /> : <BotIcon size={28} aria-hidden="true" />}</span>
                <span>
                  {bot.title}
                  <span className={styles.badge} data-active={bot.isActive || undefined}>
                    {bot.isActive ? 'Active' : 'Inactive'}
                  </span>
                </span>
              </span>
            }
            closeLabel={saving ? undefined : 'Close'}
            onClose={close}
          />
          <div className={styles.modes} role="group" aria-label="Mode">
            <ToggleButton className={styles.mode} isSelected={mode === 'view'} isDisabled={saving} onChange={() => actor.send({ type: 'mode.view' })}>
              View
            </ToggleButton>
            <ToggleButton className={styles.mode} isSelected={mode === 'edit'} isDisabled={saving} onChange={() => actor.send({ type: 'mode.edit' })}>
              Edit
            </ToggleButton>
          </div>
          {mode === 'edit' && values ? isBought(bot) ? <SetupForm actor={actor} bot={bot} /> : <BotForm actor={actor} values={values} bot={bot} /> : <BotDetails bot={bot} />}
        </>
      ) : null}
    </Dialog>
  );
}
