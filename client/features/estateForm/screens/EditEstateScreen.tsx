// /private/edit/:aliasId: change a listing; its photos are uploaded, ordered and removed at once.
import { useEffect, useMemo, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { EstateForm } from '../components/EstateForm.tsx';
import { PhotoManager } from '../components/PhotoManager.tsx';
import { DocumentManager } from '../components/DocumentManager.tsx';
import { checkPhotoFiles } from '../components/photoFiles.ts';
import { ConfirmDialog } from '../../../ui/forms/ConfirmDialog.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { msg } from '../../../lib/forms/errors.ts';
import { pickLocalized } from '../../../lib/localized.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { PromoteDialog } from '../../billing/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { selectUserData } from '../../../session/user/index.ts';
import { addPhotos, photosRefused, removePhoto, reorderPhotos, saveEstate, selectEstateForm } from '../slice.ts';
import { bodyFromValues, valuesFromEstate } from '../convert.ts';

export function EditEstateScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const { aliasId = '' } = useParams();
  const [params] = useSearchParams();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const user = useSelector(selectUserData);
  const state = useSelector(selectEstateForm);
  const [sent, setSent] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);
  const [promoting, setPromoting] = useState(false);
  const estate = state.estate && state.estate.aliasId === aliasId ? state.estate : null;
  const initial = useMemo(() => (estate ? valuesFromEstate(estate) : null), [estate]);

  useEffect(() => {
    if (sent && state.save.done && state.savedAliasId)
      navigate(`/private/myestates?saved=${encodeURIComponent(state.savedAliasId)}`, { replace: true });
  }, [sent, state.save.done, state.savedAliasId, navigate]);

  if (!estate || !initial) return null;
  const title = t('titles.editEstate');
  if (user && estate.owner?._id && estate.owner._id !== user._id) {
    return (
      <PrivatePage title={title} unreadMessages={unread}>
        <FormAlert message={msg('estateForm.errors.notOwner')} />
        <Link to="/private/myestates">{t('privateArea.nav.myEstates')}</Link>
      </PrivatePage>
    );
  }
  const photos = state.photos.map((p) => ({ id: p._id, url: p.url }));
  return (
    <PrivatePage
      title={title}
      unreadMessages={unread}
      actions={
        estate.status === 'published' ? (
          <>
            <Link to={`/estate/${encodeURIComponent(estate.aliasId)}`}>{t('estateForm.viewListing')}</Link>{' '}
            <button type="button" className="btn btn--secondary estate-form__promote" onClick={() => setPromoting(true)}>
              {t('myEstates.promote.action')}
            </button>
          </>
        ) : null
      }
    >
      {params.get('photosFailed') ? <FormAlert kind="info" message={msg('estateForm.photos.afterCreateFailed')} /> : null}
      <EstateForm
        key={`${aliasId}-${state.loadCount}`}
        language={language}
        initial={initial}
        mode="edit"
        status={estate.status}
        busy={state.save.busy}
        busyIntent={state.intent}
        serverErrors={state.save.errors}
        photos={
          <PhotoManager
            photos={photos}
            busy={state.photoBusy}
            error={state.photoError}
            onAdd={(files) => {
              const { accepted, error } = checkPhotoFiles(files, photos.length);
              dispatch(photosRefused(error));
              if (accepted.length) dispatch(addPhotos({ aliasId, files: accepted }));
            }}
            onReorder={(ids) => dispatch(reorderPhotos({ aliasId, ids }))}
            onRemove={(photoId) => setConfirmRemove(photoId)}
          />
        }
        onSubmit={(values, intent) => {
          setSent(true);
          dispatch(saveEstate({ aliasId, body: bodyFromValues(values, 'change', intent), intent }));
        }}
      />
      <DocumentManager key={`documents-${aliasId}`} aliasId={aliasId} initial={estate.documents ?? []} language={language} />
      <PromoteDialog
        estate={promoting ? { aliasId: estate.aliasId, title: pickLocalized(estate.title, language)?.text ?? estate.aliasId } : null}
        onClose={() => setPromoting(false)}
      />
      <ConfirmDialog
        open={confirmRemove !== null}
        title={t('estateForm.photos.removeTitle')}
        text={t('estateForm.photos.removeText')}
        confirmLabel={t('estateForm.photos.removeConfirm')}
        onCancel={() => setConfirmRemove(null)}
        onConfirm={() => {
          if (confirmRemove) dispatch(removePhoto({ aliasId, photoId: confirmRemove }));
          setConfirmRemove(null);
        }}
      />
    </PrivatePage>
  );
}

export default EditEstateScreen;
