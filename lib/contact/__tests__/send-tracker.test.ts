import { IDLE_SEND_STATE, isSending, nextSendState, type SendEffect, type SendEvent, type SendState } from '@/lib/contact/send-tracker';

type Outcome = { ok: boolean; text?: string };

const OK: Outcome = { ok: true };
const FAILED: Outcome = { ok: false };

/** Runs the events from `state` and returns the last state with every effect, in order. */
function run(events: SendEvent<Outcome>[], state: SendState = IDLE_SEND_STATE) {
  const effects: SendEffect<Outcome>[] = [];
  for (const event of events) {
    const step = nextSendState(state, event);
    state = step.state;
    effects.push(step.effect);
  }
  return { state, effects };
}

/** The effects without their ids, to read a run at a glance. */
const kinds = (effects: SendEffect<Outcome>[]) =>
  effects.map((e) => (e.type === 'show' ? `show ${e.outcome.ok ? 'success' : 'failure'}${e.late ? ' (late)' : ''}` : e.type));

/** A first send (request 1, time limit 2) that ran out of time: the visitor was told it failed, request 1 is still out. */
const overdue = run([{ type: 'submit' }, { type: 'limit', wait: 1 }]).state;

describe('the send tracker', () => {
  it('a send answered in time: send, then its outcome; the button shows sending only in between', () => {
    const sent = run([{ type: 'submit' }]);
    expect(sent.effects).toEqual([{ type: 'send', request: 1, wait: 1 }]);
    expect(isSending(sent.state)).toBe(true);
    for (const outcome of [OK, FAILED]) {
      const done = run([{ type: 'answer', request: 1, outcome }], sent.state);
      expect(done.effects).toEqual([{ type: 'show', outcome, late: false }]);
      expect(done.state.request).toBeNull();
      expect(isSending(done.state)).toBe(false);
      // Its time limit, when it fires afterwards, changes nothing.
      expect(run([{ type: 'limit', wait: 1 }], done.state).effects).toEqual([{ type: 'none' }]);
    }
  });

  it('a second submit while the first waits (double click, Enter) does nothing', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'submit' }]);
    expect(kinds(effects)).toEqual(['send', 'none']);
    expect(state.request?.id).toBe(1);
  });

  it('at the time limit: the failure is shown, the button is free again, and the request is still tracked', () => {
    const { effects } = run([{ type: 'submit' }, { type: 'limit', wait: 1 }]);
    expect(kinds(effects)).toEqual(['send', 'timedOut']);
    expect(overdue.request).toEqual({ id: 1, overdue: true });
    expect(isSending(overdue)).toBe(false);
  });

  it('a late success is shown as a late success; a late failure changes nothing; either way the request is done', () => {
    const late = run([{ type: 'answer', request: 1, outcome: OK }], overdue);
    expect(late.effects).toEqual([{ type: 'show', outcome: OK, late: true }]);
    expect(late.state.request).toBeNull();
    const failed = run([{ type: 'answer', request: 1, outcome: FAILED }], overdue);
    expect(failed.effects).toEqual([{ type: 'none' }]);
    expect(failed.state.request).toBeNull();
    // Afterwards a submit sends again.
    expect(kinds(run([{ type: 'submit' }], failed.state).effects)).toEqual(['send']);
  });

  it('a retry while the late request is out sends nothing and waits; that request’s success is the retry’s', () => {
    const retry = run([{ type: 'submit' }], overdue);
    expect(retry.effects).toEqual([{ type: 'wait', wait: 2 }]);
    expect(isSending(retry.state)).toBe(true);
    expect(retry.state.request).toEqual({ id: 1, overdue: true });
    const done = run([{ type: 'answer', request: 1, outcome: OK }], retry.state);
    expect(done.effects).toEqual([{ type: 'show', outcome: OK, late: false }]);
    expect(done.state).toMatchObject({ request: null, wait: null });
  });

  it('a retry waiting for a late request that fails: its own send goes out then, with a time limit of its own', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'answer', request: 1, outcome: FAILED }], overdue);
    expect(effects).toEqual([
      { type: 'wait', wait: 2 },
      { type: 'send', request: 3, wait: 4 },
    ]);
    expect(state.request).toEqual({ id: 3, overdue: false });
    // The retry's first time limit is over and done: it no longer applies.
    expect(run([{ type: 'limit', wait: 2 }], state).effects).toEqual([{ type: 'none' }]);
    // Its own failure is shown like any failure, not sent once more.
    expect(run([{ type: 'answer', request: 3, outcome: FAILED }], state).effects).toEqual([{ type: 'show', outcome: FAILED, late: false }]);
  });

  it('a retry that waits beyond the time limit is told it failed again, and the request is still tracked', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'limit', wait: 2 }], overdue);
    expect(kinds(effects)).toEqual(['wait', 'timedOut']);
    expect(state).toMatchObject({ request: { id: 1, overdue: true }, wait: null });
    expect(kinds(run([{ type: 'answer', request: 1, outcome: OK }], state).effects)).toEqual(['show success (late)']);
  });

  it('a send that does not go out after all (the values no longer pass) is forgotten and frees the button', () => {
    const waiting = run([{ type: 'submit' }, { type: 'answer', request: 1, outcome: FAILED }], overdue).state;
    const { state } = run([{ type: 'cancel', request: 3 }], waiting);
    expect(state).toMatchObject({ request: null, wait: null });
    expect(kinds(run([{ type: 'submit' }], state).effects)).toEqual(['send']);
    // Only the send that was asked for: the late request itself is never forgotten.
    expect(run([{ type: 'cancel', request: 1 }], overdue).state).toBe(overdue);
  });

  it('answers and time limits of other ids change nothing', () => {
    const sent = run([{ type: 'submit' }]).state;
    expect(run([{ type: 'answer', request: 7, outcome: OK }], sent).state).toBe(sent);
    expect(run([{ type: 'limit', wait: 7 }], sent).state).toBe(sent);
    expect(run([{ type: 'answer', request: 1, outcome: OK }], IDLE_SEND_STATE).state).toBe(IDLE_SEND_STATE);
  });
});
