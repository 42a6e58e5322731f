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
<h2>4. Recipients and processors</h2>
<p>These service providers see personal data, each only for its purpose:</p>
<ul>
<li><strong>Card payments:</strong> Stripe Payments Europe, Ltd. (Ireland) receives card details directly in your browser and the amount, currency and e-mail address of an order; we never see or store card numbers.</li>
<li><strong>Map tiles:</strong> when you open a map, your browser loads map images from the OpenStreetMap Foundation's tile servers (or the tile service named on the map), which see your IP address and the area viewed.</li>
<li><strong>E-mail:</strong> our mail service provider delivers account, message, alert and receipt mails and sees the address and content of each mail.</li>
<li><strong>Hosting:</strong> our hosting provider runs the servers and the database within the EU.</li>
<li><strong>Translation:</strong> no machine translation service receives your data today; we will name one here before any is used.</li>
</ul>
<h2>5. Retention</h2>
<ul>
<li>Profile, listings, favourites, saved searches and messages: until you delete them or your account.</li>
<li>Sessions: until you sign out, at most 30 days, or 7 days without use; then deleted by a daily clean-up.</li>
<li>Counts of failed sign-ins: 24 hours after the last failure. Password reset links: one hour, deleted once used or expired.</li>
<li>Copies of e-mails in our outbox and files uploaded for an import: deleted after 30 days, import files as soon as the import has run.</li>
<li>Orders and invoices: ten years under German commercial and tax law (§ 147 AO, § 257 HGB), also after your account is deleted, then without your name or contact details.</li>
<li>Server logs: at most 14 days.</li>
</ul>
<h2>6. Cookies and analytics</h2>
<p>Strictly necessary cookies keep you signed in (<em>__Host-sid</em>) and remember your language, currency and privacy choice (<em>lng</em>, <em>currency</em>, <em>consent</em>). Audience measurement (Google Analytics through a tag manager) loads only after you agree in the banner; until then no analytics script, cookie or request is used. You can change your choice at any time under "Privacy settings" at the bottom of every page. Counting views of a listing for its owner happens on our own servers without cookies.</p>
<h2>7. Your rights</h2>
<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to complain to a supervisory authority such as the Berlin Commissioner for Data Protection and Freedom of Information.</p>
<p>You can download everything your account holds and delete your account yourself on your profile page ("Your data").</p>`,
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
