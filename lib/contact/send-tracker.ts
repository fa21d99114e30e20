/**
 * One message, delivered once: which request to the e-mail service is on its way, and what the visitor waits for.
 *
 * EmailJS takes no abort signal, so a request that outlives the time limit cannot be called back: it may
 * still deliver the message seconds later. The visitor is told at the limit that sending failed (nobody should
 * wait for good), but the request stays tracked here. If it later succeeds, that success is shown; if it later
 * fails, nothing changes. A submit while it is still out sends nothing: it waits for that request, shows its
 * success if it had one, and sends only if it failed. Each wait is bounded by the time limit too.
 *
 * Pure: `nextSendState` takes the state and an event and returns the next state and the one effect to carry
 * out (send, start a time limit, show an outcome). The form holds the state, runs the timers and the requests,
 * and feeds their results back as events.
 */

/** The request on its way to the service. `overdue`: its time limit passed and the visitor was told it failed. */
export interface TrackedRequest {
  id: number;
  overdue: boolean;
}

export interface SendState {
  /** The one request that has not settled yet, if any. */
  request: TrackedRequest | null;
  /** The visitor's submit that is waiting for an outcome (the button shows it is sending), with its time limit's id. */
  wait: { id: number } | null;
  /** The next id to hand out, so a late timer or answer is never taken for a newer one. */
  nextId: number;
}

export const IDLE_SEND_STATE: SendState = { request: null, wait: null, nextId: 1 };

export type SendEvent<O> =
  /** A valid submit. */
  | { type: 'submit' }
  /** The send of `request` that a `send` effect asked for did not go out after all (the form's values no longer passed the rules). */
  | { type: 'cancel'; request: number }
  /** The time limit `wait` (an id from a `send` or `wait` effect) ran out. */
  | { type: 'limit'; wait: number }
  /** Request `request` settled with `outcome`. */
  | { type: 'answer'; request: number; outcome: O };

export type SendEffect<O> =
  /** Nothing to do. */
  | { type: 'none' }
  /** Send request `request` now and start time limit `wait`. */
  | { type: 'send'; request: number; wait: number }
  /** An earlier request is still out: send nothing, show the sending state and start time limit `wait`. */
  | { type: 'wait'; wait: number }
  /** The time limit ran out: tell the visitor the send failed (the request is still tracked). */
  | { type: 'timedOut' }
  /**
   * Show this outcome. `late`: nobody was waiting for it (the visitor had already been told it failed), so
   * it arrives while the visitor may be doing something else.
   */
  | { type: 'show'; outcome: O; late: boolean };

export interface SendStep<O> {
  state: SendState;
  effect: SendEffect<O>;
}

const NONE = { type: 'none' } as const;

/** Whether the button shows the sending state. */
export function isSending(state: SendState): boolean {
  return state.wait !== null;
}

export function nextSendState<O extends { ok: boolean }>(state: SendState, event: SendEvent<O>): SendStep<O> {
  const same = { state, effect: NONE };
  switch (event.type) {
    case 'submit': {
      // A second click or Enter while a submit already waits: that submit speaks for both.
      if (state.wait) return same;
      const wait = { id: state.nextId };
      if (state.request) return { state: { ...state, wait, nextId: state.nextId + 1 }, effect: { type: 'wait', wait: wait.id } };
      const request = { id: state.nextId, overdue: false };
      return { state: { request, wait, nextId: state.nextId + 1 }, effect: { type: 'send', request: request.id, wait: wait.id } };
    }
    case 'cancel':
      // The form cancels only the send it just refused; an overdue request surely went out and is tracked until it answers.
      return state.request?.id === event.request && !state.request.overdue && state.wait
        ? { state: { ...state, request: null, wait: null }, effect: NONE }
        : same;
    case 'limit': {
      if (state.wait?.id !== event.wait) return same;
      const request = state.request && { ...state.request, overdue: true };
      return { state: { ...state, request, wait: null }, effect: { type: 'timedOut' } };
    }
    case 'answer': {
      const settled = state.request;
      if (settled?.id !== event.request) return same;
      const { outcome } = event;
      if (!state.wait) {
        // Nobody waits: only an overdue request answers now. A success still counts; a failure was already shown.
        return { state: { ...state, request: null }, effect: outcome.ok ? { type: 'show', outcome, late: true } : NONE };
      }
      if (!outcome.ok && settled.overdue) {
        // The submit waited for an earlier request, which failed: now its own send goes out, with a time limit of its own.
        const request = { id: state.nextId, overdue: false };
        const wait = { id: state.nextId + 1 };
        return { state: { request, wait, nextId: state.nextId + 2 }, effect: { type: 'send', request: request.id, wait: wait.id } };
      }
      return { state: { ...state, request: null, wait: null }, effect: { type: 'show', outcome, late: false } };
    }
  }
}
