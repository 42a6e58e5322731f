// The operator lists of accounts and of the audit trail. Verify, unverify and roles are admins'
// (hidden from moderators; the api refuses them anyway).
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { formatDate } from '../../../lib/date.ts';
import { ConfirmDialog } from '../../../ui/forms/ConfirmDialog.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import type { AuditPage, UserPage } from '../api.ts';
import { adminAct } from '../slice.ts';
import { ReasonAction } from './ReasonAction.tsx';

const ROLE_NAMES = ['admin', 'moderator'] as const;

function RolesEditor({ id, held, busy }: { id: string; held: readonly string[]; busy: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const [roles, setRoles] = useState<string[]>([...held]);
  const [confirming, setConfirming] = useState(false);
  const changed = roles.length !== held.length || roles.some((r) => !held.includes(r));
  return (
    <fieldset className="admin-roles">
      <legend>{t('admin.users.roles')}</legend>
      {ROLE_NAMES.map((r) => (
        <label key={r} className="admin-roles__role">
          <input
            type="checkbox"
            name={`role-${r}-${id}`}
            checked={roles.includes(r)}
            onChange={(e) => setRoles(e.target.checked ? [...roles, r] : roles.filter((x) => x !== r))}
          />{' '}
          {t(`admin.roles.${r}`)}
        </label>
      ))}
      <button type="button" className="btn btn--secondary btn--small" disabled={!changed || busy} onClick={() => setConfirming(true)}>
        {t('admin.actions.saveRoles')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.confirm.roles')}
        text={roles.length ? roles.map((r) => t(`admin.roles.${r}`)).join(', ') : t('admin.roles.none')}
        confirmLabel={t('admin.actions.saveRoles')}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          dispatch(adminAct({ act: { kind: 'roles', id, roles } }));
        }}
        onCancel={() => setConfirming(false)}
      />
    </fieldset>
  );
}

export function Users({ list, acting, isAdmin, language }: { list: UserPage; acting: string | null; isAdmin: boolean; language: Language }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  if (!list.values.length) return <p className="admin-empty">{t('admin.users.empty')}</p>;
  return (
    <ul className="admin-list">
      {list.values.map((u) => {
        const busy = acting === u._id;
        return (
          <li key={`${u._id}-${u.blockedAt ?? ''}-${u.roles.join()}-${String(u.verified)}`} className="admin-item" data-user={u.email}>
            <h2 className="admin-item__title">
              {u.firstName} {u.lastName} <small>{u.email}</small>
            </h2>
            <p>
              {u.roles.map((r) => (
                <span key={r} className="admin-badge">
                  {t(`admin.roles.${r}`)}
                </span>
              ))}{' '}
              {u.isRealtor ? <span className="admin-badge">{t('admin.users.realtor')}</span> : null}{' '}
              {u.verified ? <span className="admin-badge">{t('admin.users.verified')}</span> : null}{' '}
              {u.blockedAt ? <span className="admin-badge admin-badge--alert">{t('admin.users.blocked')}</span> : null}{' '}
              {t('admin.users.since', { date: formatDate(u.createdAt, language) })}
            </p>
            {u.blockedReason ? <p className="admin-item__reason">{t('admin.estates.reason', { reason: u.blockedReason })}</p> : null}
            <div className="admin-item__actions">
              {u.blockedAt ? (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  disabled={busy}
                  onClick={() => dispatch(adminAct({ act: { kind: 'unblock', id: u._id } }))}
                >
                  {t('admin.actions.unblock')}
                </button>
              ) : (
                <ReasonAction
                  label={t('admin.actions.block')}
                  question={t('admin.confirm.block', { email: u.email })}
                  reason="required"
                  name={`reason-block-${u._id}`}
                  busy={busy}
                  onConfirm={(reason) => dispatch(adminAct({ act: { kind: 'block', id: u._id, reason } }))}
                />
              )}
              {isAdmin && u.isRealtor && !u.verified ? (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  disabled={busy}
                  onClick={() => dispatch(adminAct({ act: { kind: 'verify', id: u._id } }))}
                >
                  {t('admin.actions.verify')}
                </button>
              ) : null}
              {isAdmin && u.verified ? (
                <ReasonAction
                  label={t('admin.actions.unverify')}
                  question={t('admin.confirm.unverify', { email: u.email })}
                  reason="none"
                  name={`unverify-${u._id}`}
                  busy={busy}
                  onConfirm={() => dispatch(adminAct({ act: { kind: 'unverify', id: u._id } }))}
                />
              ) : null}
            </div>
            {isAdmin ? <RolesEditor id={u._id} held={u.roles} busy={busy} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function Audit({ list, language }: { list: AuditPage; language: Language }) {
  const { t } = useTranslation();
  if (!list.values.length) return <p className="admin-empty">{t('admin.audit.empty')}</p>;
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">{t('admin.audit.at')}</th>
          <th scope="col">{t('admin.audit.actor')}</th>
          <th scope="col">{t('admin.audit.action')}</th>
          <th scope="col">{t('admin.audit.target')}</th>
          <th scope="col">{t('admin.audit.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {list.values.map((a) => (
          <tr key={a.id}>
            <td>
              <time dateTime={a.at}>{formatDate(a.at, language)}</time>
            </td>
            <td>{a.actor}</td>
            <td>{a.action}</td>
            <td>{a.target}</td>
            <td>{a.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
