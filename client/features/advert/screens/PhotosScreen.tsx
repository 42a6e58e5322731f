// /advert/photos: the third step: photos picked in the browser, shown as thumbnails, ordered (the
// first is the cover) and kept until the listing exists; then they are uploaded with it. Optional.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { PhotoManager } from '../../estateForm/index.ts';
import { AdvertPage, StepActions } from '../components/AdvertPage.tsx';
import { useDraftPhotos } from '../components/useDraftPhotos.ts';
import { useFlow } from '../components/useFlow.ts';
import { nextStep, previousStep } from '../flow.ts';
import { advertPath } from '../paths.ts';

export function PhotosScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, viewer } = useFlow();
  const photos = useDraftPhotos(draft ? draft.photos : null);
  const ready = draft !== null && photos.ready;
  return (
    <AdvertPage step="photos" draft={draft} viewer={viewer}>
      {ready ? (
        <PhotoManager
          photos={photos.items}
          busy={photos.busy}
          error={photos.refused}
          onAdd={photos.add}
          onReorder={photos.reorder}
          onRemove={photos.remove}
        />
      ) : (
        <Spinner label={t('advert.photosLoading')} />
      )}
      <StepActions back={previousStep('photos', viewer)}>
        <ActionButton disabled={!ready || photos.busy} onClick={() => navigate(advertPath(nextStep('photos', viewer)))}>
          {photos.items.length ? t('advert.next') : t('advert.skipPhotos')}
        </ActionButton>
      </StepActions>
    </AdvertPage>
  );
}

export default PhotosScreen;
