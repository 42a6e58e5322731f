// The renewal job: one run looks at the subscriptions whose time has come and
//   (a) mails the renewal reminder once, some days before a paid period ends;
//   (b) at the period's end charges the saved card again through a renewal order (the outcome comes
//       back through the payment webhook, which extends the period or marks the subscription past
//       due), or ends the subscription when renewal is off or no card is saved;
//   (c) ends a subscription that stayed past due longer than the grace period.
// Each subscription is taken FOR UPDATE SKIP LOCKED inside a transaction, so two api instances
// running the job at once never handle one twice; a renewal order is unique per subscription and
// period besides. Cards are charged and mails sent after the transaction has committed.
// api/billing/renewal-plugin.ts runs it every BILLING_RENEWAL_INTERVAL_MS; tests call runRenewal.
import type { FastifyInstance } from 'fastify';
import { billingTimings } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import type { Currency } from '../../shared/core/constants.ts';
import { mailRenewalFailed, mailRenewalReminder } from './mails.ts';
import { isFreePlan } from './sql.ts';
import {
  claimSubscriptions,
  failPendingOrder,
  insertRenewalOrder,
  markReminded,
  setPeriodEnd,
  setStatus,
  type Claim,
  type LifecycleRow,
} from './sql-subscriptions.ts';
import { endSubscription, periodEndAction, renewalFailed, renewalPrice, renewedPeriodEnd } from './subscriptions.ts';

/** What one run did, by subscription id. */
export interface RenewalReport {
  /** reminders mailed */
  reminded: string[];
  /** renewal orders created and charged (the outcome arrives through the webhook) */
  charged: string[];
  /** free periodic plans that simply run another period */
  extended: string[];
  /** ended at their period's end (renewal off or no saved card) */
  ended: string[];
  /** ended after the grace period */
  expired: string[];
  /** renewal charges the provider refused at once (now past due) */
  failed: string[];
  /** subscriptions whose handling threw; logged, retried on the next run */
  errors: string[];
}

const BATCH = 50;
/** at most this many batches per step and run; the next run goes on where this one stopped */
const MAX_BATCHES = 100;

interface Charge {
  sub: LifecycleRow;
  orderId: string;
  amount: number;
  currency: Currency;
}

/**
 * One pass over the rows of a claim: each batch is one transaction; each row runs under a savepoint,
 * so a row that fails is rolled back alone, logged, and left for the next run.
 */
async function eachClaimed(
  app: FastifyInstance,
  claim: Claim,
  now: Date,
  ms: number,
  report: RenewalReport,
  handle: (tx: Queryable, row: LifecycleRow) => Promise<void>,
): Promise<void> {
  const failed: string[] = [];
  for (let i = 0; i < MAX_BATCHES; i++) {
    const taken = await app.db.transaction(async (tx) => {
      const rows = await claimSubscriptions(tx, claim, now, ms, BATCH, failed);
      for (const row of rows) {
        await tx.query('SAVEPOINT renewal_row');
        try {
          await handle(tx, row);
          await tx.query('RELEASE SAVEPOINT renewal_row');
        } catch (err) {
          await tx.query('ROLLBACK TO SAVEPOINT renewal_row');
          failed.push(row.id);
          report.errors.push(row.id);
          app.log.error({ err, subscriptionId: row.id, step: claim }, 'renewal job: subscription not handled');
        }
      }
      return rows.length;
    });
    if (taken < BATCH) return;
  }
}

/** One run of the renewal job at `now` (tests pass their own time). */
export async function runRenewal(app: FastifyInstance, now = new Date()): Promise<RenewalReport> {
  const { reminderMs, graceMs } = billingTimings(app.config);
  const report: RenewalReport = { reminded: [], charged: [], extended: [], ended: [], expired: [], failed: [], errors: [] };

  // (a) reminders: marked in the transaction, mailed after it (never twice, even if a mail is lost)
  const remind: string[] = [];
  await eachClaimed(app, 'remind', now, reminderMs, report, async (tx, row) => {
    await markReminded(tx, row.id, now);
    if (!isFreePlan(row)) remind.push(row.id);
  });
  for (const id of remind) {
    await mailRenewalReminder(app, id);
    report.reminded.push(id);
  }

  // (b) periods that are over
  const charges: Charge[] = [];
  const toCancel: string[] = [];
  await eachClaimed(app, 'period-ended', now, 0, report, async (tx, row) => {
    const ends = new Date(row.current_period_ends_at as Date | string);
    const action = periodEndAction({ renew: row.renew, paymentMethod: row.payment_method, prices: row.prices });
    if (action === 'extend' && row.period) {
      await setPeriodEnd(tx, row.id, renewedPeriodEnd(ends, row.period, now));
      report.extended.push(row.id);
      return;
    }
    if (action !== 'charge' || !row.period) {
      toCancel.push(...(await endSubscription(tx, row.id, row.user_id, now)));
      report.ended.push(row.id);
      return;
    }
    const price = renewalPrice(row.prices, row.currency);
    const orderId = await insertRenewalOrder(tx, {
      userId: row.user_id,
      planId: row.plan_id,
      amount: price.amount,
      currency: price.currency,
      provider: app.payments.name,
      language: row.language,
      subscriptionId: row.id,
      idempotencyKey: `renewal:${row.id}:${ends.toISOString()}`,
    });
    // the period is over and its charge under way: the subscription keeps its resources meanwhile
    await setStatus(tx, row.id, 'unpaid');
    if (orderId) charges.push({ sub: row, orderId, amount: price.amount, currency: price.currency });
  });
  for (const c of charges) {
    try {
      const payment = await app.payments.chargeSaved({
        paymentMethod: c.sub.payment_method as string,
        amount: c.amount,
        currency: c.currency,
        orderId: c.orderId,
        userId: c.sub.user_id,
        description: `Renewal of plan ${c.sub.plan_id}`,
      });
      // the order learns its payment id from the provider's event, which names the order in its
      // metadata: writing it here as well would race with the webhook looking the order up
      report.charged.push(c.sub.id);
      app.log.info({ subscriptionId: c.sub.id, orderId: c.orderId, paymentId: payment.id }, 'renewal charged');
    } catch (err) {
      // refused at once (no such card any more, the provider unreachable): the same as a failed charge
      app.log.warn({ err, subscriptionId: c.sub.id, orderId: c.orderId }, 'renewal charge refused');
      const failedNow = await app.db.transaction(async (tx) => {
        if (!(await failPendingOrder(tx, c.orderId, 'charge_refused'))) return false;
        await renewalFailed(tx, { id: c.orderId, user_id: c.sub.user_id, kind: 'plan', plan_id: c.sub.plan_id, renewal_of: c.sub.id }, now);
        return true;
      });
      if (failedNow) {
        report.failed.push(c.sub.id);
        await mailRenewalFailed(app, c.orderId);
      }
    }
  }

  // (c) past due longer than the grace (or a renewal charge that never got an answer)
  await eachClaimed(app, 'grace-ended', now, graceMs, report, async (tx, row) => {
    toCancel.push(...(await endSubscription(tx, row.id, row.user_id, now)));
    report.expired.push(row.id);
  });
  for (const paymentId of toCancel) {
    await app.payments.cancelIntent(paymentId).catch((err: unknown) => app.log.warn({ err, paymentId }, 'renewal job: intent not canceled'));
  }

  if (Object.values(report).some((ids) => ids.length)) {
    app.log.info(Object.fromEntries(Object.entries(report).map(([k, ids]) => [k, ids.length])), 'renewal job ran');
  }
  return report;
}
