// /private/mass-import?page= : upload a feed → its validation report → confirm → the progress of the
// import under way (watched again after a reload) → its outcome; below, the history of past imports.
import { useEffect } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { ImportHistory } from '../components/ImportHistory.tsx';
import { ImportProgressView } from '../components/ImportProgressView.tsx';
import { ImportReportView } from '../components/ImportReportView.tsx';
import { UploadForm } from '../components/UploadForm.tsx';
import { actionErrorMessage } from '../messages.ts';
import {
  cancelImport,
  massImportClosed,
  massImportOpened,
  openImport,
  selectMassImport,
  startImport,
  startOver,
  uploadImport,
  watchImport,
} from '../slice.ts';

export function MassImportScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const state = useSelector(selectMassImport);
  const current = state.current;

  useEffect(() => {
    dispatch(massImportOpened());
    return () => {
      dispatch(massImportClosed());
    };
  }, [dispatch]);

  let panel;
  if (!current) {
    panel = (
      <UploadForm
        busy={state.upload.busy}
        sent={state.upload.sent}
        error={state.upload.error}
        onUpload={(file, fullFeed) => dispatch(uploadImport({ file, fullFeed }))}
      />
    );
  } else if (current.status === 'validated' || current.status === 'invalid' || !('progress' in current)) {
    panel = (
      <ImportReportView
        job={current}
        starting={state.starting}
        onConfirm={() => dispatch(startImport({ id: current._id }))}
        onStartOver={() => dispatch(startOver())}
      />
    );
  } else {
    panel = (
      <ImportProgressView
        focusOnShow={!state.resumed}
        job={current}
        canceling={state.canceling}
        lost={state.watchLost}
        onCancel={() => dispatch(cancelImport({ id: current._id }))}
        onRetry={() => dispatch(watchImport({ id: current._id }))}
        onStartOver={() => dispatch(startOver())}
      />
    );
  }

  return (
    <PrivatePage
      title={t('titles.massImport')}
      unreadMessages={unread}
      actions={
        <Link className="btn btn--secondary" to="/private/myestates">
          {t('massImport.myEstates')}
        </Link>
      }
    >
      <div className="mass-import">
        {state.actionError ? <FormAlert message={actionErrorMessage(state.actionError, state.actionError.what)} /> : null}
        {state.opening ? <p className="mass-import__note">{t('common.loading')}</p> : null}
        {panel}
        <ImportHistory history={state.history} language={language} currentId={current?._id ?? null} onOpen={(id) => dispatch(openImport({ id }))} />
      </div>
    </PrivatePage>
  );
}

export default MassImportScreen;
