// /private/addnewestate: a new listing, saved as a draft or published; photos picked here are
// uploaded right after the listing is created.
import { useCallback, useEffect, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { EstateForm } from '../components/EstateForm.tsx';
import { PhotoManager } from '../components/PhotoManager.tsx';
import { emptyEstateValues } from '../components/values.ts';
import type { FieldMessage } from '../../../lib/forms/errors.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { selectCurrentCurrency } from '../../../session/currencies/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { newEstateOpened, photosRefused, saveEstate, selectEstateForm } from '../slice.ts';
import { bodyFromValues } from '../convert.ts';
import { usePendingPhotos } from '../components/usePendingPhotos.ts';

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
        photos={
          <PhotoManager
            photos={pending.items}
            busy={state.save.busy}
            error={state.photoError}
            onAdd={pending.add}
            onReorder={pending.reorder}
            onRemove={pending.remove}
          />
        }
        onSubmit={(values, intent) => {
          setSent(true);
          dispatch(saveEstate({ body: bodyFromValues(values, 'create', intent), intent, files: pending.files }));
        }}
      />
    </PrivatePage>
  );
}

export default AddEstateScreen;
