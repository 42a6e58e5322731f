// /private/addnewestate: a new listing, saved as a draft or published; photos picked here are
// uploaded right after the listing is created.
import { useCallback, useEffect, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EstateForm } from '../../components/estateForm/EstateForm.tsx';
import { PhotoManager } from '../../components/estateForm/PhotoManager.tsx';
import { emptyEstateValues } from '../../components/estateForm/values.ts';
import type { FieldMessage } from '../../components/forms/messages.ts';
import { PrivatePage } from '../../components/profile/PrivatePage.tsx';
import { selectCurrentCurrency } from '../currencies/selectors.ts';
import { selectLanguage } from '../language/selectors.ts';
import { selectUnreadMessages } from '../messages/selectors.ts';
import { newEstateOpened, photosRefused, saveEstate } from './actions.ts';
import { bodyFromValues } from './convert.ts';
import { selectEstateForm } from './selectors.ts';
import { usePendingPhotos } from './usePendingPhotos.ts';

export function AddEstateScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const language = useSelector(selectLanguage);
  const currency = useSelector(selectCurrentCurrency);
  const unread = useSelector(selectUnreadMessages);
  const state = useSelector(selectEstateForm);
  const [sent, setSent] = useState(false);
  const refused = useCallback((m: FieldMessage | null) => dispatch(photosRefused(m)), [dispatch]);
  const pending = usePendingPhotos(refused);

  useEffect(() => {
    dispatch(newEstateOpened());
  }, [dispatch]);

  useEffect(() => {
    if (!sent || !state.save.done || !state.savedAliasId) return;
    const alias = encodeURIComponent(state.savedAliasId);
    navigate(state.photoError ? `/private/edit/${alias}?photosFailed=1` : `/private/myestates?saved=${alias}`, { replace: true });
  }, [sent, state.save.done, state.savedAliasId, state.photoError, navigate]);

  return (
    <PrivatePage title={t('titles.addEstate')} unreadMessages={unread}>
      <EstateForm
        key={state.loadCount}
        language={language}
        initial={emptyEstateValues(currency)}
        mode="add"
        busy={state.save.busy}
        busyIntent={state.intent}
        serverErrors={state.save.errors}
        photos={<PhotoManager photos={pending.items} busy={state.save.busy} error={state.photoError} onAdd={pending.add} onReorder={pending.reorder} onRemove={pending.remove} />}
        onSubmit={(values, intent) => {
          setSent(true);
          dispatch(saveEstate({ body: bodyFromValues(values, 'create', intent), intent, files: pending.files }));
        }}
      />
    </PrivatePage>
  );
}

export default AddEstateScreen;
