// The texts of the mails the api sends, in every interface language. Values are escaped for HTML.
import type { Language } from '../../../shared/constants.ts';
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
