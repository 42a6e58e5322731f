// Legal pages in English (a translation; the German text prevails). Demo content: have a lawyer
// review before going live.
import type { SeedArticle } from './types.ts';
import { OPERATOR_ADDRESS_HTML } from './operator.ts';

export const LEGAL_EN: readonly SeedArticle[] = [
  {
    slug: 'terms-and-conds',
    type: 'page',
    language: 'en',
    title: 'Terms and Conditions',
    preview: 'The terms for using the portal and buying plans.',
    body: `<p><em>This is a translation for your convenience; the German version prevails.</em></p>
<h2>1. Scope</h2>
<p>These terms govern all contracts between Estate Marketplace GmbH (the “Provider”) and the users of the property portal. A user's own terms apply only if the Provider expressly agrees to them in writing.</p>
<h2>2. Services</h2>
<p>The Provider runs a platform on which registered users publish property listings and visitors search them and contact the advertisers. The Provider is not a party to sale or rental contracts between users and does not act as an estate agent.</p>
<h2>3. Registration</h2>
<p>Registration is free. Users confirm that their details are true and complete and keep their password secret. One account per person or company is allowed.</p>
<h2>4. Plans and payment</h2>
<p>Paid plans grant a quota of publications and top offers for their term. Prices include statutory VAT. A plan renews for the same period unless automatic renewal is switched off in the account before the term ends. Payment is by credit card.</p>
<h2>5. Advertisers' duties</h2>
<p>Listings must be truthful, describe properties that are actually available and must not infringe the rights of others. Advertisers must hold the rights to the photos they upload. The Provider may block content that breaches these terms or the law.</p>
<h2>6. Liability</h2>
<p>The Provider is liable without limit for intent and gross negligence and for injury to life, body or health. For slight negligence it is liable only for breach of essential contractual duties, limited to the foreseeable damage typical for the contract. Advertisers alone are responsible for the accuracy of their listings.</p>
<h2>7. Final provisions</h2>
<p>German law applies, excluding the UN Convention on the International Sale of Goods; mandatory consumer protection rules of the user's country of residence remain unaffected. The place of jurisdiction for merchants is Berlin.</p>`,
  },
  {
    slug: 'privacy-policy',
    type: 'page',
    language: 'en',
    title: 'Privacy Policy',
    preview: 'What personal data we process, why, and what rights you have.',
    body: `<h2>1. Controller</h2>
<p>The controller under the GDPR is:</p>${OPERATOR_ADDRESS_HTML}
<h2>2. Data we process</h2>
<p>At registration: title, name, e-mail address, country, city and, if you choose, phone number and company. While you use the portal: your listings, messages between users, plans bought, and technical data (IP address, time, page requested) in server logs.</p>
<h2>3. Purposes and legal bases</h2>
<p>We process data to perform the user contract (Art. 6(1)(b) GDPR), to meet statutory retention duties (Art. 6(1)(c)) and to keep the portal secure, for example against abuse of sign-ins (Art. 6(1)(f)).</p>
<h2>4. Recipients</h2>
<p>A payment service provider processes payments and receives card details directly; we never store card numbers. Our hosting provider processes data on our behalf within the EU.</p>
<h2>5. Retention</h2>
<p>Account data until the account is deleted, invoices for ten years under commercial and tax law, server logs for at most 14 days.</p>
<h2>6. Cookies and analytics</h2>
<p>A strictly necessary cookie keeps you signed in. Audience measurement is pseudonymous; you may object at any time.</p>
<h2>7. Your rights</h2>
<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to complain to a supervisory authority such as the Berlin Commissioner for Data Protection and Freedom of Information.</p>`,
  },
  {
    slug: 'revocation-instructions',
    type: 'page',
    language: 'en',
    title: 'Right of Withdrawal',
    preview: 'Your right as a consumer to withdraw from a plan purchase.',
    body: `<h2>Right of withdrawal</h2>
<p>You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period is fourteen days from the day the contract is concluded.</p>
<p>To exercise the right of withdrawal, inform us of your decision by a clear statement (for example a letter sent by post or an e-mail):</p>${OPERATOR_ADDRESS_HTML}
<p>To meet the withdrawal deadline, it is sufficient to send your notice before the withdrawal period has expired.</p>
<h2>Effects of withdrawal</h2>
<p>If you withdraw from this contract, we will reimburse all payments received from you without undue delay and at the latest within fourteen days from the day we are informed of your withdrawal, using the same means of payment you used for the original transaction.</p>
<p>If you requested the service to begin during the withdrawal period, you shall pay us an amount proportionate to what has been provided until you informed us of your withdrawal.</p>
<h2>Model withdrawal form</h2>
<p>To Estate Marketplace GmbH, Friedrichstraße 68, 10117 Berlin, Germany, info@estate-marketplace.de: I/We hereby give notice that I/we withdraw from my/our contract for the provision of the following service (…), ordered on (…), name and address of the consumer(s), date.</p>`,
  },
  {
    slug: 'impressum',
    type: 'page',
    language: 'en',
    title: 'Legal Notice',
    preview: 'Provider identification under German law (§ 5 DDG).',
    body: `<h2>Information under § 5 DDG</h2>${OPERATOR_ADDRESS_HTML}
<p><strong>Managing director:</strong> Katharina Brandt</p>
<p><strong>Commercial register:</strong> Local Court of Charlottenburg (Berlin), HRB 214365 B</p>
<p><strong>VAT identification number</strong> under § 27a UStG: DE 318 542 907</p>
<h2>Responsible for content</h2>
<p>Katharina Brandt, address as above.</p>
<h2>Dispute resolution</h2>
<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.</p>
<h2>Liability for content</h2>
<p>Listings come from our users. We do not check them in advance but remove unlawful content without delay once we become aware of it.</p>`,
  },
];
