// The texts of the mails the api sends, in every interface language. Values are escaped for HTML.
import type { Language } from '../../../shared/core/constants.ts';
import type { Mail } from './mailer.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const RESET: Record<Language, { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string }> = {
  en: {
    subject: 'Reset your password',
    greeting: (n) => `Hello ${n},`,
    body: 'someone (hopefully you) asked to reset the password of your account. The link below works once, for one hour:',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: (n) => `Hallo ${n},`,
    body: 'jemand (hoffentlich Sie) hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Der folgende Link gilt einmal und eine Stunde lang:',
    action: 'Neues Passwort wählen',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  ru: {
    subject: 'Сброс пароля',
    greeting: (n) => `Здравствуйте, ${n}!`,
    body: 'Кто-то (надеемся, вы) запросил сброс пароля вашей учётной записи. Ссылка ниже действует один раз в течение часа:',
    action: 'Задать новый пароль',
    ignore: 'Если вы этого не запрашивали, просто проигнорируйте письмо: ваш пароль останется прежним.',
  },
  es: {
    subject: 'Restablecer la contraseña',
    greeting: (n) => `Hola, ${n}:`,
    body: 'alguien (esperamos que usted) ha solicitado restablecer la contraseña de su cuenta. El enlace siguiente funciona una sola vez y durante una hora:',
    action: 'Elegir una contraseña nueva',
    ignore: 'Si no lo ha solicitado, ignore este correo: su contraseña no cambiará.',
  },
};

export function passwordResetMail(to: string, language: Language, name: string, link: string): Mail {
  const t = RESET[language] ?? RESET.en;
  const text = `${t.greeting(name)}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.ignore)}</p>`;
  return { to, subject: t.subject, text, html };
}

const SIGN_UP_ATTEMPT: Record<Language, { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string }> = {
  en: {
    subject: 'Someone tried to sign up with your address',
    greeting: (n) => `Hello ${n},`,
    body: 'someone tried to create a new account with your e-mail address. You have an account already: sign in with it, or choose a new password if you forgot it.',
    action: 'Sign in',
    ignore: 'If it was not you, ignore this mail: nothing was changed.',
  },
  de: {
    subject: 'Jemand wollte sich mit Ihrer Adresse registrieren',
    greeting: (n) => `Hallo ${n},`,
    body: 'jemand wollte mit Ihrer E-Mail-Adresse ein neues Konto anlegen. Sie haben bereits ein Konto: Melden Sie sich damit an oder wählen Sie ein neues Passwort, falls Sie es vergessen haben.',
    action: 'Anmelden',
    ignore: 'Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Es wurde nichts geändert.',
  },
  ru: {
    subject: 'Кто-то пытался зарегистрироваться с вашим адресом',
    greeting: (n) => `Здравствуйте, ${n}!`,
    body: 'Кто-то пытался создать новую учётную запись с вашим адресом электронной почты. У вас уже есть учётная запись: войдите в неё или задайте новый пароль, если забыли его.',
    action: 'Войти',
    ignore: 'Если это были не вы, просто проигнорируйте письмо: ничего не изменилось.',
  },
  es: {
    subject: 'Alguien intentó registrarse con su dirección',
    greeting: (n) => `Hola, ${n}:`,
    body: 'alguien intentó crear una cuenta nueva con su dirección de correo. Usted ya tiene una cuenta: inicie sesión con ella o elija una contraseña nueva si la ha olvidado.',
    action: 'Iniciar sesión',
    ignore: 'Si no fue usted, ignore este correo: no se ha cambiado nada.',
  },
};

/** To the owner of an address someone tried to sign up with (the sign-up answered as for a new address). */
export function signUpAttemptMail(to: string, language: Language, name: string, link: string): Mail {
  const t = SIGN_UP_ATTEMPT[language] ?? SIGN_UP_ATTEMPT.en;
  const text = `${t.greeting(name)}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.ignore)}</p>`;
  return { to, subject: t.subject, text, html };
}

const SIGN_IN_FAILURES: Record<Language, { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string }> = {
  en: {
    subject: 'Repeated failed sign-ins to your account',
    greeting: (n) => `Hello ${n},`,
    body: 'someone has tried several wrong passwords for your account within the last hour. Further attempts are slowed down. If it was not you, choose a new, strong password.',
    action: 'Choose a new password',
    ignore: 'If it was you, nothing needs to be done.',
  },
  de: {
    subject: 'Wiederholt fehlgeschlagene Anmeldungen bei Ihrem Konto',
    greeting: (n) => `Hallo ${n},`,
    body: 'in der letzten Stunde wurden mehrere falsche Passwörter für Ihr Konto versucht. Weitere Versuche werden verlangsamt. Wenn Sie es nicht waren, wählen Sie ein neues, sicheres Passwort.',
    action: 'Neues Passwort wählen',
    ignore: 'Wenn Sie es waren, ist nichts zu tun.',
  },
  ru: {
    subject: 'Повторные неудачные попытки входа в вашу учётную запись',
    greeting: (n) => `Здравствуйте, ${n}!`,
    body: 'За последний час для вашей учётной записи несколько раз ввели неверный пароль. Следующие попытки замедлены. Если это были не вы, задайте новый надёжный пароль.',
    action: 'Задать новый пароль',
    ignore: 'Если это были вы, ничего делать не нужно.',
  },
  es: {
    subject: 'Intentos fallidos repetidos de acceso a su cuenta',
    greeting: (n) => `Hola, ${n}:`,
    body: 'en la última hora alguien ha probado varias contraseñas incorrectas para su cuenta. Los siguientes intentos se ralentizan. Si no fue usted, elija una contraseña nueva y segura.',
    action: 'Elegir una contraseña nueva',
    ignore: 'Si fue usted, no tiene que hacer nada.',
  },
};

/** To the owner of an account after repeated failed sign-ins (api/auth/lockout.ts alertAfter). */
export function signInFailuresMail(to: string, language: Language, name: string, link: string): Mail {
  const t = SIGN_IN_FAILURES[language] ?? SIGN_IN_FAILURES.en;
  const text = `${t.greeting(name)}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.ignore)}</p>`;
  return { to, subject: t.subject, text, html };
}

export interface ContactMailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
}

/** A contact-form request as the operator receives it (reply goes straight to the sender). */
export function contactMail(to: string, c: ContactMailInput): Mail {
  const text = `From: ${c.name} <${c.email}> (${c.language})\nSubject: ${c.subject}\n\n${c.message}\n`;
  const html =
    `<p>From: ${escapeHtml(c.name)} &lt;${escapeHtml(c.email)}&gt; (${escapeHtml(c.language)})</p>` +
    `<p>Subject: ${escapeHtml(c.subject)}</p><pre style="white-space:pre-wrap">${escapeHtml(c.message)}</pre>`;
  return { to, subject: `[Contact] ${c.subject}`.replace(/[\r\n]+/g, ' '), text, html, replyTo: c.email };
}

// ---- billing -----------------------------------------------------------------------------------
// The texts below take values already formatted for the mail's language (amounts, dates, names).

/** A paid order as its receipt shows it. */
export interface ReceiptInput {
  name: string;
  /** what was bought, e.g. "Basic plan, 1 month" or 'Top offer for 14 days: "Sunny flat"' */
  item: string;
  /** the amount in the order's currency, e.g. "9,90 €" */
  amount: string;
  orderId: string;
  /** the day it was paid */
  date: string;
  /** true when a saved card paid it without the user (a renewal) */
  renewal: boolean;
  /** the order's status page */
  link: string;
}

interface ReceiptTexts {
  subject: (item: string) => string;
  greeting: (name: string) => string;
  thanks: string;
  renewalThanks: string;
  item: string;
  amount: string;
  order: string;
  date: string;
  paidBy: string;
  action: string;
  keep: string;
}

const RECEIPT: Record<Language, ReceiptTexts> = {
  en: {
    subject: (item) => `Your receipt: ${item}`,
    greeting: (n) => `Hello ${n},`,
    thanks: 'thank you for your payment. This is your receipt.',
    renewalThanks: 'your subscription has been renewed and your saved card charged. This is your receipt.',
    item: 'Item',
    amount: 'Amount paid',
    order: 'Order number',
    date: 'Date',
    paidBy: 'Paid by card',
    action: 'See the order',
    keep: 'Please keep this mail for your records.',
  },
  de: {
    subject: (item) => `Ihre Quittung: ${item}`,
    greeting: (n) => `Hallo ${n},`,
    thanks: 'vielen Dank für Ihre Zahlung. Hier ist Ihre Quittung.',
    renewalThanks: 'Ihr Abonnement wurde verlängert und Ihre gespeicherte Karte belastet. Hier ist Ihre Quittung.',
    item: 'Leistung',
    amount: 'Bezahlter Betrag',
    order: 'Bestellnummer',
    date: 'Datum',
    paidBy: 'Bezahlt mit Karte',
    action: 'Bestellung ansehen',
    keep: 'Bitte bewahren Sie diese E-Mail für Ihre Unterlagen auf.',
  },
  ru: {
    subject: (item) => `Ваш чек: ${item}`,
    greeting: (n) => `Здравствуйте, ${n}!`,
    thanks: 'Спасибо за оплату. Ниже — ваш чек.',
    renewalThanks: 'Ваша подписка продлена, оплата списана с сохранённой карты. Ниже — ваш чек.',
    item: 'Покупка',
    amount: 'Оплачено',
    order: 'Номер заказа',
    date: 'Дата',
    paidBy: 'Оплачено картой',
    action: 'Открыть заказ',
    keep: 'Пожалуйста, сохраните это письмо.',
  },
  es: {
    subject: (item) => `Su recibo: ${item}`,
    greeting: (n) => `Hola, ${n}:`,
    thanks: 'gracias por su pago. Este es su recibo.',
    renewalThanks: 'su suscripción se ha renovado y se ha cobrado en su tarjeta guardada. Este es su recibo.',
    item: 'Concepto',
    amount: 'Importe pagado',
    order: 'Número de pedido',
    date: 'Fecha',
    paidBy: 'Pagado con tarjeta',
    action: 'Ver el pedido',
    keep: 'Conserve este correo para sus registros.',
  },
};

/** The receipt of a paid order. */
export function receiptMail(to: string, language: Language, r: ReceiptInput): Mail {
  const t = RECEIPT[language] ?? RECEIPT.en;
  const rows: [string, string][] = [
    [t.item, r.item],
    [t.amount, r.amount],
    [t.order, r.orderId],
    [t.date, r.date],
  ];
  const intro = r.renewal ? t.renewalThanks : t.thanks;
  const text =
    `${t.greeting(r.name)}\n\n${intro}\n\n` +
    rows.map(([k, v]) => `${k}: ${v}`).join('\n') +
    `\n${t.paidBy}\n\n${t.action}: ${r.link}\n\n${t.keep}\n`;
  const html =
    `<p>${escapeHtml(t.greeting(r.name))}</p><p>${escapeHtml(intro)}</p><table>` +
    rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    `</table><p>${escapeHtml(t.paidBy)}</p><p><a href="${escapeHtml(r.link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.keep)}</p>`;
  return { to, subject: t.subject(r.item).replace(/[\r\n]+/g, ' '), text, html };
}

/** The words of the items a receipt names. */
export const ITEM_WORDS: Record<
  Language,
  { plan: (name: string, period: 'month' | 'year' | null) => string; topOffer: (days: number, title: string) => string }
> = {
  en: {
    plan: (n, p) => `${n} plan${p === 'month' ? ', 1 month' : p === 'year' ? ', 1 year' : ''}`,
    topOffer: (d, title) => `Top offer for ${d} days${title ? `: "${title}"` : ''}`,
  },
  de: {
    plan: (n, p) => `Tarif ${n}${p === 'month' ? ', 1 Monat' : p === 'year' ? ', 1 Jahr' : ''}`,
    topOffer: (d, title) => `Top-Angebot für ${d} Tage${title ? `: „${title}“` : ''}`,
  },
  ru: {
    plan: (n, p) => `Тариф «${n}»${p === 'month' ? ', 1 месяц' : p === 'year' ? ', 1 год' : ''}`,
    topOffer: (d, title) => `Топ-предложение на ${d} ${daysRu(d)}${title ? `: «${title}»` : ''}`,
  },
  es: {
    plan: (n, p) => `Plan ${n}${p === 'month' ? ', 1 mes' : p === 'year' ? ', 1 año' : ''}`,
    topOffer: (d, title) => `Oferta destacada durante ${d} días${title ? `: «${title}»` : ''}`,
  },
};

/** день, дня, дней: the Russian plural of "day" after a number. */
function daysRu(n: number): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return 'день';
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return 'дня';
  return 'дней';
}

/** A subscription whose period ends soon. */
export interface RenewalReminderInput {
  name: string;
  plan: string;
  /** the day the period ends */
  date: string;
  /** the renewal's price when it renews; absent when the subscription ends */
  amount?: string;
  /** how an ending subscription is kept: switching its renewal on (a card is saved) or buying it again */
  keep?: 'switch-on' | 'buy-again';
  /** where the user changes plan or pays by another card */
  link: string;
}

interface ReminderTexts {
  subjectRenews: (plan: string, date: string) => string;
  subjectEnds: (plan: string, date: string) => string;
  greeting: (name: string) => string;
  renews: (plan: string, date: string, amount: string) => string;
  renewsHow: string;
  ends: (plan: string, date: string) => string;
  endsHow: string;
  buyAgain: string;
  action: string;
}

const REMINDER: Record<Language, ReminderTexts> = {
  en: {
    subjectRenews: (p, d) => `Your ${p} plan renews on ${d}`,
    subjectEnds: (p, d) => `Your ${p} plan ends on ${d}`,
    greeting: (n) => `Hello ${n},`,
    renews: (p, d, a) => `your ${p} plan renews on ${d}: we will charge ${a} to your saved card.`,
    renewsHow: 'Nothing to do if that suits you. To stop the renewal or change plan, open your plan page before that day.',
    ends: (p, d) => `your ${p} plan ends on ${d} and will not be renewed. After that day your account returns to the free plan.`,
    endsHow: 'To keep your plan, switch its renewal on before that day.',
    buyAgain: 'No card is saved for it: once it has ended, you can choose it again on your plan page and pay by card.',
    action: 'Open my plan',
  },
  de: {
    subjectRenews: (p, d) => `Ihr Tarif ${p} verlängert sich am ${d}`,
    subjectEnds: (p, d) => `Ihr Tarif ${p} endet am ${d}`,
    greeting: (n) => `Hallo ${n},`,
    renews: (p, d, a) => `Ihr Tarif ${p} verlängert sich am ${d}: Wir belasten Ihre gespeicherte Karte mit ${a}.`,
    renewsHow:
      'Wenn das so passt, müssen Sie nichts tun. Um die Verlängerung zu beenden oder den Tarif zu wechseln, öffnen Sie vor diesem Tag Ihre Tarifseite.',
    ends: (p, d) => `Ihr Tarif ${p} endet am ${d} und wird nicht verlängert. Danach gilt für Ihr Konto wieder der kostenlose Tarif.`,
    endsHow: 'Um Ihren Tarif zu behalten, schalten Sie vor diesem Tag die Verlängerung ein.',
    buyAgain: 'Dafür ist keine Karte hinterlegt: Wenn er abgelaufen ist, können Sie ihn auf Ihrer Tarifseite erneut wählen und mit Karte bezahlen.',
    action: 'Meinen Tarif öffnen',
  },
  ru: {
    subjectRenews: (p, d) => `Тариф «${p}» продлится ${d}`,
    subjectEnds: (p, d) => `Тариф «${p}» закончится ${d}`,
    greeting: (n) => `Здравствуйте, ${n}!`,
    renews: (p, d, a) => `Ваш тариф «${p}» продлится ${d}: с сохранённой карты будет списано ${a}.`,
    renewsHow: 'Если всё верно, ничего делать не нужно. Чтобы отключить продление или сменить тариф, откройте страницу тарифа до этой даты.',
    ends: (p, d) =>
      `Ваш тариф «${p}» закончится ${d} и не будет продлён. После этого для вашей учётной записи снова будет действовать бесплатный тариф.`,
    endsHow: 'Чтобы сохранить тариф, включите продление до этой даты.',
    buyAgain: 'Для него не сохранена карта: когда он закончится, вы сможете снова выбрать его на странице тарифа и оплатить картой.',
    action: 'Открыть мой тариф',
  },
  es: {
    subjectRenews: (p, d) => `Su plan ${p} se renueva el ${d}`,
    subjectEnds: (p, d) => `Su plan ${p} termina el ${d}`,
    greeting: (n) => `Hola, ${n}:`,
    renews: (p, d, a) => `su plan ${p} se renueva el ${d}: cobraremos ${a} en su tarjeta guardada.`,
    renewsHow:
      'Si le parece bien, no tiene que hacer nada. Para detener la renovación o cambiar de plan, abra la página de su plan antes de ese día.',
    ends: (p, d) => `su plan ${p} termina el ${d} y no se renovará. A partir de ese día su cuenta vuelve al plan gratuito.`,
    endsHow: 'Para conservar su plan, active la renovación antes de ese día.',
    buyAgain: 'No hay ninguna tarjeta guardada para él: cuando termine, podrá volver a elegirlo en la página de su plan y pagar con tarjeta.',
    action: 'Abrir mi plan',
  },
};

/** Mailed once, some days before a paid period ends: it renews (with the price) or it ends. */
export function renewalReminderMail(to: string, language: Language, r: RenewalReminderInput): Mail {
  const t = REMINDER[language] ?? REMINDER.en;
  const subject = r.amount ? t.subjectRenews(r.plan, r.date) : t.subjectEnds(r.plan, r.date);
  const body = r.amount ? t.renews(r.plan, r.date, r.amount) : t.ends(r.plan, r.date);
  const how = r.amount ? t.renewsHow : r.keep === 'switch-on' ? t.endsHow : t.buyAgain;
  const text = `${t.greeting(r.name)}\n\n${body}\n\n${how}\n\n${t.action}: ${r.link}\n`;
  const html =
    `<p>${escapeHtml(t.greeting(r.name))}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(how)}</p>` +
    `<p><a href="${escapeHtml(r.link)}">${escapeHtml(t.action)}</a></p>`;
  return { to, subject: subject.replace(/[\r\n]+/g, ' '), text, html };
}

/** A renewal charge that failed. */
export interface RenewalFailedInput {
  name: string;
  plan: string;
  amount: string;
  /** the last day the plan keeps working without a payment */
  graceEnds: string;
  /** where the user pays by another card (the plan page) */
  link: string;
}

interface FailedTexts {
  subject: (plan: string) => string;
  greeting: (name: string) => string;
  body: (plan: string, amount: string) => string;
  grace: (date: string) => string;
  action: string;
}

const FAILED: Record<Language, FailedTexts> = {
  en: {
    subject: (p) => `We could not renew your ${p} plan`,
    greeting: (n) => `Hello ${n},`,
    body: (p, a) => `we tried to charge ${a} to your saved card to renew your ${p} plan, but the payment did not go through.`,
    grace: (d) =>
      `Your plan keeps working until ${d}. To keep it, pay with another card on your plan page before then; otherwise it ends on that day and your account returns to the free plan.`,
    action: 'Pay with another card',
  },
  de: {
    subject: (p) => `Ihr Tarif ${p} konnte nicht verlängert werden`,
    greeting: (n) => `Hallo ${n},`,
    body: (p, a) =>
      `wir wollten Ihre gespeicherte Karte mit ${a} belasten, um Ihren Tarif ${p} zu verlängern, aber die Zahlung ist nicht durchgegangen.`,
    grace: (d) =>
      `Ihr Tarif gilt noch bis zum ${d}. Um ihn zu behalten, bezahlen Sie bis dahin auf Ihrer Tarifseite mit einer anderen Karte; sonst endet er an diesem Tag und für Ihr Konto gilt wieder der kostenlose Tarif.`,
    action: 'Mit einer anderen Karte bezahlen',
  },
  ru: {
    subject: (p) => `Не удалось продлить тариф «${p}»`,
    greeting: (n) => `Здравствуйте, ${n}!`,
    body: (p, a) => `Мы попытались списать ${a} с сохранённой карты, чтобы продлить ваш тариф «${p}», но платёж не прошёл.`,
    grace: (d) =>
      `Тариф продолжит действовать до ${d}. Чтобы сохранить его, оплатите другой картой на странице тарифа до этой даты; иначе в этот день он закончится и для вашей учётной записи снова будет действовать бесплатный тариф.`,
    action: 'Оплатить другой картой',
  },
  es: {
    subject: (p) => `No hemos podido renovar su plan ${p}`,
    greeting: (n) => `Hola, ${n}:`,
    body: (p, a) => `intentamos cobrar ${a} en su tarjeta guardada para renovar su plan ${p}, pero el pago no se ha completado.`,
    grace: (d) =>
      `Su plan sigue funcionando hasta el ${d}. Para conservarlo, pague con otra tarjeta en la página de su plan antes de esa fecha; si no, terminará ese día y su cuenta volverá al plan gratuito.`,
    action: 'Pagar con otra tarjeta',
  },
};

/** Mailed when a renewal charge fails: the plan works on through the grace period; another card keeps it. */
export function renewalFailedMail(to: string, language: Language, r: RenewalFailedInput): Mail {
  const t = FAILED[language] ?? FAILED.en;
  const body = t.body(r.plan, r.amount);
  const grace = t.grace(r.graceEnds);
  const text = `${t.greeting(r.name)}\n\n${body}\n\n${grace}\n\n${t.action}: ${r.link}\n`;
  const html =
    `<p>${escapeHtml(t.greeting(r.name))}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(grace)}</p>` +
    `<p><a href="${escapeHtml(r.link)}">${escapeHtml(t.action)}</a></p>`;
  return { to, subject: t.subject(r.plan).replace(/[\r\n]+/g, ' '), text, html };
}
