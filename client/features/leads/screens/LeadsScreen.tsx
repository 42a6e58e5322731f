// /private/leads?status=&estate=&page=: the enquiries about the lister's listings, newest first,
// filtered by status and listing through the URL; each with its sender, message, status and note.
// The status filter is the private area's (private.css .status-filter), its "New" carrying the count
// the account box shows; nothing of another query while this one loads; an empty state that leads
// back to all.
import { useState, type FormEvent } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { msg } from '../../../lib/forms/errors.ts';
import { formatDate } from '../../../lib/date.ts';
import { pickLocalized } from '../../../lib/localized.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectNewLeads, selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { LEAD_LIMITS, LEAD_STATUSES } from '../../../../shared/contract/limits.ts';
import type { Lead, LeadStatus } from '../../../../shared/contract/leads.ts';
import type { Language } from '../../../../shared/core/constants.ts';
import { changeLead, selectLeads } from '../slice.ts';
import { leadEstateParam, leadsHref, leadStatusParam } from '../query.ts';

function LeadItem({ lead, language, saving, failed }: { lead: Lead; language: Language; saving: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note ?? '');
  const title = pickLocalized(lead.estate.title, language)?.text || lead.estate.aliasId;
  const headingId = `lead-${lead._id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(changeLead({ id: lead._id, status, note }));
  };
  return (
    <li className="lead" data-status={lead.status}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="lead__title">
          {lead.name} <span className={`lead__status lead__status--${lead.status}`}>{t(`leads.status.${lead.status}`)}</span>
        </h2>
        <p className="lead__meta">
          {t('leads.about')} <Link to={`/estate/${encodeURIComponent(lead.estate.aliasId)}`}>{title}</Link> ·{' '}
          <time dateTime={lead.createdAt}>{formatDate(lead.createdAt, language)}</time> ·{' '}
          <Link to={leadsHref({ status: null, estate: lead.estate.aliasId })}>{t('leads.onlyThis')}</Link>
        </p>
        <p className="lead__contact">
          <a href={`mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}`}>{lead.email}</a>
          {lead.phone ? (
            <>
              {' · '}
              <a href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>{lead.phone}</a>
            </>
          ) : null}
          {lead.fromAliasId ? (
            <>
              {' · '}
              <Link to="/private/messages">{t('leads.inInbox')}</Link>
            </>
          ) : null}
        </p>
        <p className="lead__message">{lead.message}</p>
        <form className="lead__form" onSubmit={submit} aria-label={t('leads.changeLabel', { name: lead.name })}>
          <SelectField
            label={t('leads.statusLabel')}
            name={`status-${lead._id}`}
            value={status}
            options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.status.${s}`) }))}
            onChange={(v) => setStatus(v as LeadStatus)}
          />
          <TextField
            label={t('leads.note')}
            name={`note-${lead._id}`}
            value={note}
            onChange={setNote}
            multiline
            rows={2}
            maxLength={LEAD_LIMITS.note}
          />
          {failed ? <FormAlert message={msg('leads.failed')} /> : null}
          <ActionButton busy={saving} type="submit">
            {t('leads.save')}
          </ActionButton>
        </form>
      </article>
    </li>
  );
}

export function LeadsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const newLeads = useSelector(selectNewLeads);
  const state = useSelector(selectLeads);
  const status = leadStatusParam(params);
  const estate = leadEstateParam(params);
  return (
    <PrivatePage title={t('titles.leads')} unreadMessages={unread}>
      <nav className="status-filter leads__filter" aria-label={t('leads.filterLabel')}>
        {[null, ...LEAD_STATUSES].map((s) => (
          <Link
            key={s ?? 'all'}
            to={leadsHref({ status: s, estate })}
            aria-current={s === status ? 'page' : undefined}
            className={`status-filter__link${s === status ? ' is-active' : ''}`}
          >
            {s ? t(`leads.status.${s}`) : t('leads.all')}
            {s === 'new' && newLeads > 0 ? (
              <>
                {/* the count for the eye; the sentence for screen readers */}
                <span className="status-filter__count" aria-hidden="true">
                  {newLeads}
                </span>
                <span className="visually-hidden">{t('header.account.newLeads', { count: newLeads })}</span>
              </>
            ) : null}
          </Link>
        ))}
      </nav>
      {estate ? (
        <p className="leads__listing">
          {t('leads.forListing', { id: estate })} <Link to={leadsHref({ status, estate: null })}>{t('leads.allListings')}</Link>
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <FormAlert message={msg('leads.loadFailed')} />
      ) : state.status !== 'success' ? (
        // what was shown belongs to another query: it goes until this one's answer is in (while the
        // route's data loads the layout shows its spinner in the main area; this one stands for a
        // render before any answer)
        <Spinner label={t('leads.loading')} />
      ) : state.values.length === 0 ? (
        <div className="leads__empty">
          <p>{status || estate ? t('leads.emptyFiltered') : t('leads.empty')}</p>
          {status || estate ? (
            <Link className="btn" to={leadsHref({ status: null, estate: null })}>
              {t('leads.showAll')}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <p className="leads__count" role="status">
            {t('leads.count', { count: state.meta.total })}
          </p>
          <ul className="leads__list">
            {state.values.map((l) => (
              <LeadItem
                key={`${l._id}-${l.updatedAt}`}
                lead={l}
                language={language}
                saving={state.savingId === l._id}
                failed={state.failedId === l._id}
              />
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={state.meta.page}
        totalPages={state.meta.totalPages}
        hrefFor={(page) => leadsHref({ page, status, estate })}
        label={t('leads.pagesLabel')}
      />
    </PrivatePage>
  );
}

export default LeadsScreen;
