import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { assistantHintMachine, hintForPath } from '../../../src/machines/assistant/assistant-hint.machine';

function startHints() {
  const clock = new SimulatedClock();
  const actor = createActor(assistantHintMachine, { clock }).start();
  const hint = () => (actor.getSnapshot().matches('showing') ? actor.getSnapshot().context.text : null);
  return { clock, actor, hint };
}

describe('assistant hint', () => {
  it('has the spec 01 §2 text for each listed route and none for others', () => {
    expect(hintForPath('/dashboard')).toBe("I'm Flo, your AI Assistant. If you have questions, click on me.");
    expect(hintForPath('/marketplace')).toBe('Explore the Marketplace');
    expect(hintForPath('/sequences')).toBe('Edit a Sequence or Add a new one. Sequences are bots chained together for more power.');
    expect(hintForPath('/my-bots')).toBe('This is where you can view all bots and performance.');
    expect(hintForPath('/subscriptions')).toBe('Choose the perfect plan for your automation needs.');
    expect(hintForPath('/sequences/')).toBe(hintForPath('/sequences'));
    for (const path of ['/', '/profile', '/about-us', '/documents/overview', '/marketplace/3', '/sequences/add-sequence']) {
      expect(hintForPath(path)).toBeNull();
    }
  });

  it('shows the hint for 3000 ms after a route change', () => {
    const { actor, clock, hint } = startHints();
    actor.send({ type: 'route.changed', pathname: '/marketplace' });
    expect(hint()).toBe('Explore the Marketplace');
    clock.increment(2999);
    expect(hint()).toBe('Explore the Marketplace');
    clock.increment(1);
    expect(hint()).toBeNull();
  });

  it('restarts the 3000 ms with the new text on the next route change', () => {
    const { actor, clock, hint } = startHints();
    actor.send({ type: 'route.changed', pathname: '/marketplace' });
    clock.increment(2000);
    actor.send({ type: 'route.changed', pathname: '/my-bots' });
    clock.increment(2000);
    expect(hint()).toBe('This is where you can view all bots and performance.');
    clock.increment(1000);
    expect(hint()).toBeNull();
  });

  it('hides the hint at once on a route without one', () => {
    const { actor, hint } = startHints();
    actor.send({ type: 'route.changed', pathname: '/dashboard' });
    actor.send({ type: 'route.changed', pathname: '/profile' });
    expect(hint()).toBeNull();
    expect(actor.getSnapshot().context.text).toBeNull();
  });

  it('hides the hint when dismissed (the assistant was opened)', () => {
    const { actor, hint } = startHints();
    actor.send({ type: 'route.changed', pathname: '/sequences' });
    actor.send({ type: 'hint.dismiss' });
    expect(hint()).toBeNull();
  });
});
