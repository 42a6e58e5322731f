// The operators' audit trail (issue 23, item 9), on the database itself: rows are added by
// recordOperatorAction inside the caller's transaction (rolled back with it); the database refuses
// UPDATE, DELETE and TRUNCATE of them, except the retention job's DELETE of rows older than
// AUDIT_RETENTION_YEARS; listOperatorActions filters by actor, action and target, newest first.
import t from 'tap';
import { startApi } from '../helpers/api.ts';
import { listOperatorActions, recordOperatorAction } from '../../api/audit/service.ts';
import { runRetention } from '../../api/retention/run.ts';

t.test('the operator audit trail', async (t) => {
  const api = await startApi({ estates: 0, seed: false });
  t.teardown(api.close);
  const db = api.db;

  const row = await db.transaction((tx) =>
    recordOperatorAction(tx, {
      actor: 'op-1',
      action: 'estate.hide',
      targetType: 'estate',
      targetId: 'e-1',
      reason: 'Fraud reported three times',
      before: { hidden: false },
      after: { hidden: true },
    }),
  );
  t.match(row, {
    id: /^\d+$/,
    actor: 'op-1',
    action: 'estate.hide',
    targetType: 'estate',
    targetId: 'e-1',
    before: { hidden: false },
    after: { hidden: true },
  });
  await t.rejects(
    db.transaction(async (tx) => {
      await recordOperatorAction(tx, { actor: 'op-1', action: 'user.block', targetType: 'user', targetId: 'u-9' });
      throw new Error('the action failed');
    }),
    /the action failed/,
  );
  t.equal((await listOperatorActions(db)).meta.total, 1, 'a rolled-back action leaves no row');

  await t.rejects(db.query(`UPDATE operator_audit SET reason = 'nothing happened'`), /append-only/, 'UPDATE is refused');
  await t.rejects(db.query('DELETE FROM operator_audit'), /append-only/, 'DELETE is refused');
  await t.rejects(db.query('TRUNCATE operator_audit'), /append-only/, 'TRUNCATE is refused');
  await t.rejects(
    db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('app.audit_retention', 'on', true)`);
      await tx.query(`UPDATE operator_audit SET reason = 'rewritten'`);
    }),
    /append-only/,
    'UPDATE stays refused even with the retention setting',
  );
  await db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('app.audit_retention', 'on', true)`);
  });
  await t.rejects(db.query('DELETE FROM operator_audit'), /append-only/, 'the setting ends with its transaction');
  t.match((await listOperatorActions(db)).values, [{ reason: 'Fraud reported three times' }], 'the row is unchanged');

  await db.transaction(async (tx) => {
    await recordOperatorAction(tx, { actor: 'op-2', action: 'estate.hide', targetType: 'estate', targetId: 'e-2' });
    await recordOperatorAction(tx, { actor: 'op-2', action: 'user.block', targetType: 'user', targetId: 'u-1', reason: 'spam' });
    await recordOperatorAction(tx, { actor: 'op-1', action: 'estate.show', targetType: 'estate', targetId: 'e-1' });
  });
  const byActor = await listOperatorActions(db, { actor: 'op-2' });
  t.same(
    byActor.values.map((v) => v.action),
    ['user.block', 'estate.hide'],
    'by actor, newest first',
  );
  t.same((await listOperatorActions(db, { action: 'estate.hide' })).values.map((v) => v.targetId).sort(), ['e-1', 'e-2'], 'by action');
  t.same(
    (await listOperatorActions(db, { target: { type: 'estate', id: 'e-1' } })).values.map((v) => v.action),
    ['estate.show', 'estate.hide'],
    'by target',
  );
  t.equal((await listOperatorActions(db, { target: { type: 'user' } })).meta.total, 1, 'by target type');
  const paged = await listOperatorActions(db, { page: 2, onPage: 3 });
  t.match(paged.meta, { page: 2, onPage: 3, total: 4, totalPages: 2 });
  t.equal(paged.values.length, 1, 'the second page');

  // retention: rows older than AUDIT_RETENTION_YEARS go, younger ones stay
  await db.query(
    `INSERT INTO operator_audit (at, actor, action, target_type, target_id) VALUES (now() - interval '11 years', 'op-0', 'estate.hide', 'estate', 'e-0')`,
  );
  t.equal((await listOperatorActions(db)).meta.total, 5);
  const report = await runRetention(api.app);
  t.equal(report.auditRows, 1, 'the retention job removes the row older than 10 years');
  const left = await listOperatorActions(db);
  t.equal(left.meta.total, 4, 'and keeps the others');
  t.notOk(left.values.some((v) => v.actor === 'op-0'));
  await t.rejects(db.query('DELETE FROM operator_audit'), /append-only/, 'DELETE is refused again after the job');
});
