// The mass import page's state: the history of the user's imports, the upload (with how much of the
// file has gone and the error it met), the import shown (its report, then its progress while the
// page watches it) and the failures of starting and cancelling it.
import type { FetchStatus } from '../../../shared/core/constants.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchImports } from './actions.ts';
import type { Action } from 'redux';
import type { ListMeta } from '../../../shared/contract/common.ts';
import type { Import, ImportList, ImportValidation, ShownImport } from './model.ts';

/** A failed call as the page keeps it: the status (0: no answer) and the api's code. */
export interface ImportFailure {
  statusCode: number;
  code: string | null;
  /** the limit an over-size answer names, when it does */
  limit?: number;
}

export interface MassImportState {
  history: { status: FetchStatus; page: number; values: Import[]; meta: ListMeta | null };
  upload: { busy: boolean; sent: number | null; error: ImportFailure | null };
  /** the import whose report or progress the page shows */
  current: ShownImport | null;
  /** true while the page polls the current import */
  watching: boolean;
  /** true when the watch stopped after repeated failures (the page offers to look again) */
  watchLost: boolean;
  starting: boolean;
  canceling: boolean;
  /** why starting, cancelling or opening an import failed */
  actionError: (ImportFailure & { what: 'start' | 'cancel' | 'open' }) | null;
  /** true while an import opened from the history loads */
  opening: boolean;
  /** true when the import shown was found under way as the page opened (its heading does not take the focus) */
  resumed: boolean;
}

export const initialMassImportState: MassImportState = {
  history: { status: 'notFetched', page: 1, values: [], meta: null },
  upload: { busy: false, sent: null, error: null },
  current: null,
  watching: false,
  watchLost: false,
  starting: false,
  canceling: false,
  actionError: null,
  opening: false,
  resumed: false,
};

export const importsLoaded = actionCreator<ImportList>('massImport/loaded');
export const importsFailed = actionCreator('massImport/failed');
/** the page is shown in the browser: resume watching a running import */
export const massImportOpened = actionCreator('massImport/opened');
/** the page is left: stop polling */
export const massImportClosed = actionCreator('massImport/closed');

export const uploadImport = actionCreator<{ file: File; fullFeed: boolean }>('massImport/upload');
export const uploadProgressed = actionCreator<number>('massImport/uploadProgress');
export const uploaded = actionCreator<ImportValidation>('massImport/uploaded');
export const uploadFailed = actionCreator<ImportFailure>('massImport/uploadFailed');

export const startImport = actionCreator<{ id: string }>('massImport/start');
export const importStarted = actionCreator<{ id: string }>('massImport/started');
export const startFailed = actionCreator<ImportFailure>('massImport/startFailed');

export const cancelImport = actionCreator<{ id: string }>('massImport/cancel');
export const cancelDone = actionCreator('massImport/canceled');
export const cancelFailed = actionCreator<ImportFailure>('massImport/cancelFailed');

export const watchImport = actionCreator<{ id: string }>('massImport/watch');
export const importProgressed = actionCreator<Import>('massImport/progress');
/** an import found under way as the page opened: shown without moving the focus */
export const importResumed = actionCreator<Import>('massImport/resumed');
export const watchStopped = actionCreator('massImport/watchStopped');
export const watchLost = actionCreator('massImport/watchLost');

export const openImport = actionCreator<{ id: string }>('massImport/open');
export const openFailed = actionCreator<ImportFailure>('massImport/openFailed');
/** leave the shown report and go back to the upload */
export const startOver = actionCreator('massImport/startOver');

/** The history with a fresher copy of one of its imports (an import not on the page is left out). */
function withJob(values: Import[], job: Import): Import[] {
  return values.map((v) => (v._id === job._id ? job : v));
}

export function massImportReducer(state: MassImportState = initialMassImportState, action: Action): MassImportState {
  if (fetchImports.match(action)) return { ...state, history: { ...state.history, status: 'fetching', page: action.payload.page } };
  if (importsLoaded.match(action))
    return { ...state, history: { ...state.history, status: 'success', values: action.payload.values, meta: action.payload.meta } };
  if (importsFailed.match(action)) return { ...state, history: { ...state.history, status: 'failed' } };
  if (uploadImport.match(action)) return { ...state, upload: { busy: true, sent: 0, error: null }, current: null, actionError: null, resumed: false };
  if (uploadProgressed.match(action)) return { ...state, upload: { ...state.upload, sent: action.payload } };
  if (uploaded.match(action))
    return {
      ...state,
      upload: { busy: false, sent: null, error: null },
      current: action.payload,
    };
  if (uploadFailed.match(action)) return { ...state, upload: { busy: false, sent: null, error: action.payload } };
  if (startImport.match(action)) return { ...state, starting: true, actionError: null, resumed: false };
  if (importStarted.match(action)) return { ...state, starting: false };
  if (startFailed.match(action)) return { ...state, starting: false, actionError: { ...action.payload, what: 'start' } };
  if (cancelImport.match(action)) return { ...state, canceling: true, actionError: null };
  if (cancelDone.match(action)) return { ...state, canceling: false };
  if (cancelFailed.match(action)) return { ...state, canceling: false, actionError: { ...action.payload, what: 'cancel' } };
  if (watchImport.match(action)) return { ...state, watching: true, watchLost: false };
  if (importProgressed.match(action)) {
    const current = !state.current || state.current._id === action.payload._id ? action.payload : state.current;
    return { ...state, current, opening: false, history: { ...state.history, values: withJob(state.history.values, action.payload) } };
  }
  if (watchStopped.match(action)) return { ...state, watching: false };
  if (watchLost.match(action)) return { ...state, watching: false, watchLost: true };
  if (openImport.match(action)) return { ...state, opening: true, actionError: null, resumed: false };
  if (importResumed.match(action)) return { ...state, current: action.payload, resumed: true };
  if (openFailed.match(action)) return { ...state, opening: false, actionError: { ...action.payload, what: 'open' } };
  if (startOver.match(action))
    return { ...state, current: null, watching: false, watchLost: false, actionError: null, resumed: false, upload: initialMassImportState.upload };
  return state;
}

export const selectMassImport = (s: { massImport: MassImportState }): MassImportState => s.massImport;

export * from './actions.ts';
