// /advert/publish: the last step: the listing as it will be published, each part with a way back to
// its step; publishing creates it (POST /api/estate), then uploads the kept photos, forgets the draft
// and shows where the listing is now (/advert/publish?published={aliasId}, which a reload keeps).
import { useEffect, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { countryName } from '../../../../shared/geo/countries.ts';
import { facetLabelKey } from '../../../../shared/search/facets.ts';
import { formatNumber, formatPrice } from '../../../../shared/core/format.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { FORM, msg, type FieldMessage, type FormErrors } from '../../../lib/forms/errors.ts';
import { parseNumber } from '../../../lib/forms/validators.ts';
import { thumbUrl } from '../../estateForm/index.ts';
import { fetchCurrentUser } from '../../../session/user/index.ts';
import { browserApi } from '../api.ts';
import { AdvertPage, StepActions } from '../components/AdvertPage.tsx';
import { useDraftPhotos } from '../components/useDraftPhotos.ts';
import { useFlow } from '../components/useFlow.ts';
import type { AdvertDraft } from '../draft.ts';
import { clearDraft } from '../draftStore.ts';
import { previousStep, stepOfField, type FlowViewer } from '../flow.ts';
import { advertPath, type AdvertStep } from '../paths.ts';
import { clearPhotos } from '../photoStore.ts';
import { autoTitle, publishBody, publishDraft } from '../publish.ts';

/** The address of the "published" page of a listing. */
export function publishedPath(aliasId: string, photosFailed: boolean): string {
  return `${advertPath('publish')}?published=${encodeURIComponent(aliasId)}${photosFailed ? '&photos=failed' : ''}`;
}

interface PublishedProps {
  aliasId: string;
  photosFailed: boolean;
  viewer: FlowViewer;
}

function Published({ aliasId, photosFailed, viewer }: PublishedProps) {
  const { t } = useTranslation();
  const alias = encodeURIComponent(aliasId);
  return (
    <AdvertPage step="publish" draft={null} viewer={viewer} unguarded title={t('advert.published.title')} lead={null}>
      <FormAlert kind="success" message={msg('advert.published.lead', { id: aliasId })} />
      {photosFailed ? (
        <p className="advert__warning">
          {t('advert.published.photosFailed')} <Link to={`/private/edit/${alias}`}>{t('advert.published.editLink')}</Link>
        </p>
      ) : null}
      <ul className="advert-published__links">
        <li>
          <Link className="btn btn--action" to={`/estate/${alias}`}>
            {t('advert.published.viewLink')}
          </Link>
        </li>
        <li>
          <Link className="btn btn--secondary" to="/private/myestates">
            {t('advert.published.myEstatesLink')}
          </Link>
        </li>
        <li>
          <Link className="btn btn--ghost" to={advertPath('what')}>
            {t('advert.published.another')}
          </Link>
        </li>
      </ul>
    </AdvertPage>
  );
}

interface SummaryProps {
  draft: AdvertDraft;
  language: Language;
  title: string;
}

function Summary({ draft, language, title }: SummaryProps) {
  const { t } = useTranslation();
  const change = (step: AdvertStep, what: string) => (
    <Link className="advert-summary__change" to={advertPath(step)}>
      {t('advert.summary.change')}
      <span className="visually-hidden"> {what}</span>
    </Link>
  );
  const price = parseNumber(draft.price);
  const space = parseNumber(draft.livingSpace);
  const what = `${t(facetLabelKey('estateType', draft.estateType))}, ${t(facetLabelKey('dealType', draft.dealType))}`;
  return (
    <dl className="advert-summary">
      <div className="advert-summary__row">
        <dt>{t('advert.summary.what')}</dt>
        <dd>
          {what} {change('what', t('advert.summary.what'))}
        </dd>
      </div>
      <div className="advert-summary__row">
        <dt>{t('advert.summary.where')}</dt>
        <dd>
          {`${draft.city}, ${countryName(draft.countryCode, language)}`} {change('what', t('advert.summary.where'))}
        </dd>
      </div>
      <div className="advert-summary__row">
        <dt>{t('advert.summary.price')}</dt>
        <dd>
          {price !== null && draft.currency ? formatPrice(price, draft.currency, language) : draft.price} {change('price', t('advert.summary.price'))}
        </dd>
      </div>
      <div className="advert-summary__row">
        <dt>{t('advert.summary.size')}</dt>
        <dd>
          {t('advert.summary.sizeValue', { space: space === null ? draft.livingSpace : formatNumber(space, language, 2), rooms: draft.rooms })}{' '}
          {change('price', t('advert.summary.size'))}
        </dd>
      </div>
      <div className="advert-summary__row">
        <dt>{t('advert.summary.title')}</dt>
        <dd>
          {title} {change('price', t('advert.summary.title'))}
        </dd>
      </div>
    </dl>
  );
}

/** Field errors of a refused listing, each with the step that holds the field. */
function FieldProblems({ errors }: { errors: FormErrors }) {
  const { t } = useTranslation();
  const fields = Object.entries(errors).filter(([field, m]) => field !== FORM && m) as [string, FieldMessage][];
  if (!fields.length) return null;
  return (
    <ul className="advert-problems">
      {fields.map(([field, m]) => {
        const step = stepOfField(field);
        return (
          <li key={field}>
            <strong>{t(`advert.fieldNames.${field}`, { defaultValue: field })}</strong>: {t(m.key, m.values ?? {})}{' '}
            {step ? <Link to={advertPath(step)}>{t('advert.summary.change')}</Link> : null}
          </li>
        );
      })}
    </ul>
  );
}

function PublishStep() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const { draft, viewer, language } = useFlow();
  const photos = useDraftPhotos(draft ? draft.photos : null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const [published, setPublished] = useState<{ aliasId: string; photosFailed: boolean } | null>(null);
  const ready = draft !== null && photos.ready;
  const title = draft ? draft.title.trim() || autoTitle(draft, t) : '';

  const publish = async () => {
    if (!draft) return;
    setBusy(true);
    setErrors(null);
    const outcome = await publishDraft(
      { api: browserApi() },
      publishBody(draft, language, title),
      photos.items.map((p) => p.file),
    );
    if (!outcome.ok) {
      setBusy(false);
      setErrors(outcome.errors);
      // a plan that has no room any more: the account is read again, and the guard leads to the plan step
      if (outcome.code === 'NO_PUBLICATION_RESOURCE' || outcome.code === 'PUBLICATION_LIMIT_REACHED') dispatch(fetchCurrentUser());
      return;
    }
    setPublished({ aliasId: outcome.aliasId, photosFailed: outcome.photoFailure !== null });
    dispatch(fetchCurrentUser()); // one more publication in use
  };

  useEffect(() => {
    // this step shows "published" now (no guard), so the draft and its photos may go; then the
    // page's own address, which a reload keeps
    if (!published) return;
    clearDraft();
    void clearPhotos();
    navigate(publishedPath(published.aliasId, published.photosFailed), { replace: true });
  }, [published, navigate]);

  if (published) return <Published aliasId={published.aliasId} photosFailed={published.photosFailed} viewer={viewer} />;

  return (
    <AdvertPage step="publish" draft={draft} viewer={viewer}>
      {!ready ? (
        <Spinner />
      ) : (
        <>
          <Summary draft={draft} language={language} title={title} />
          {photos.items.length ? (
            <div className="advert-summary__photos">
              <h2 className="advert-summary__heading">{t('advert.summary.photos', { count: photos.items.length })}</h2>
              <ol className="advert-thumbs">
                {photos.items.map((p, i) => (
                  <li key={p.id}>
                    <img src={thumbUrl(p.url)} alt={t('estateForm.photos.alt', { n: i + 1 })} width={120} height={90} />
                  </li>
                ))}
              </ol>
              <Link to={advertPath('photos')}>{t('advert.summary.changePhotos')}</Link>
            </div>
          ) : (
            <p className="advert__aside">
              {t('advert.summary.noPhotos')} <Link to={advertPath('photos')}>{t('advert.summary.addPhotos')}</Link>
            </p>
          )}
        </>
      )}
      <FormAlert message={errors?.[FORM]} />
      {errors ? <FieldProblems errors={errors} /> : null}
      <StepActions back={previousStep('publish', viewer)}>
        <ActionButton busy={busy} disabled={!ready} onClick={() => void publish()}>
          {t('advert.publish')}
        </ActionButton>
      </StepActions>
    </AdvertPage>
  );
}

export function PublishScreen() {
  const location = useLocation();
  const { viewer } = useFlow();
  const params = new URLSearchParams(location.search);
  const published = params.get('published');
  if (published) return <Published aliasId={published} photosFailed={params.get('photos') === 'failed'} viewer={viewer} />;
  return <PublishStep />;
}

export default PublishScreen;
