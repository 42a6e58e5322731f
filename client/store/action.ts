// Typed action creators without a toolkit: `const done = actionCreator<Payload>('feature/done')`.
// `done(payload)` builds the action, `done.type` is the type string, `done.match(a)` narrows.

// a type alias (not an interface) so it fits redux's UnknownAction index signature
export type PayloadAction<P = undefined, T extends string = string> = {
  type: T;
  payload: P;
};

export interface ActionCreator<P> {
  (...args: P extends undefined ? [] : [payload: P]): PayloadAction<P>;
  readonly type: string;
  match(action: { type: string }): action is PayloadAction<P>;
}

/** pure: an action creator nobody uses is dropped from the bundle */
/* @__NO_SIDE_EFFECTS__ */
export function actionCreator<P = undefined>(type: string): ActionCreator<P> {
  const create = (...args: unknown[]) => ({ type, payload: args[0] as P });
  return Object.assign(create, {
    type,
    match: (action: { type: string }): action is PayloadAction<P> => action.type === type,
  }) as ActionCreator<P>;
}
