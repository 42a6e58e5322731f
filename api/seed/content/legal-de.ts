// Rechtstexte auf Deutsch (maßgebliche Fassung). Demo-Inhalt: vor dem Livegang juristisch prüfen.
import type { SeedArticle } from './types.ts';
import { OPERATOR_ADDRESS_HTML } from './operator.ts';

export const LEGAL_DE: readonly SeedArticle[] = [
  {
    slug: 'terms-and-conds',
    type: 'page',
    language: 'de',
    title: 'Allgemeine Geschäftsbedingungen',
    preview: 'Bedingungen für die Nutzung des Portals und den Kauf von Tarifen.',
    body: `<h2>§ 1 Geltungsbereich</h2>
<p>Diese Bedingungen gelten für alle Verträge zwischen der Estate Marketplace GmbH (im Folgenden „Anbieter“) und den Nutzern des Immobilienportals. Abweichende Bedingungen des Nutzers gelten nur, wenn der Anbieter ihnen ausdrücklich schriftlich zustimmt.</p>
<h2>§ 2 Leistungen</h2>
<p>Der Anbieter stellt eine Plattform bereit, auf der registrierte Nutzer Immobilienangebote veröffentlichen und Interessenten sie suchen und die Anbieter kontaktieren können. Der Anbieter wird nicht Partei der zwischen Nutzern geschlossenen Kauf- oder Mietverträge und ist kein Makler.</p>
<h2>§ 3 Registrierung</h2>
<p>Die Registrierung ist kostenlos. Der Nutzer versichert, dass seine Angaben wahr und vollständig sind, und hält sein Passwort geheim. Pro Person oder Unternehmen ist ein Konto zulässig.</p>
<h2>§ 4 Tarife und Zahlung</h2>
<p>Kostenpflichtige Tarife gewähren für die Laufzeit ein Kontingent an Veröffentlichungen und Top-Angeboten. Die Preise verstehen sich inklusive gesetzlicher Umsatzsteuer. Die Laufzeit verlängert sich um den gebuchten Zeitraum, sofern die automatische Verlängerung nicht vor ihrem Ende im Konto abgeschaltet wird. Die Zahlung erfolgt per Kreditkarte.</p>
<h2>§ 5 Pflichten der Inserenten</h2>
<p>Inserate müssen wahrheitsgemäß sein, sich auf tatsächlich verfügbare Objekte beziehen und dürfen keine Rechte Dritter verletzen. Der Inserent muss über die Rechte an hochgeladenen Fotos verfügen. Der Anbieter darf Inhalte sperren, die gegen diese Bedingungen oder geltendes Recht verstoßen.</p>
<h2>§ 6 Haftung</h2>
<p>Der Anbieter haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haftet er nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, vertragstypischen Schaden. Für die Richtigkeit der Inserate ist allein der Inserent verantwortlich.</p>
<h2>§ 7 Schlussbestimmungen</h2>
<p>Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften des Aufenthaltsstaats bleiben unberührt. Gerichtsstand für Kaufleute ist Berlin.</p>`,
  },
  {
    slug: 'privacy-policy',
    type: 'page',
    language: 'de',
    title: 'Datenschutzerklärung',
    preview: 'Welche personenbezogenen Daten wir verarbeiten, wozu und welche Rechte Sie haben.',
    body: `<h2>1. Verantwortlicher</h2>
<p>Verantwortlich im Sinne der DSGVO ist:</p>${OPERATOR_ADDRESS_HTML}
<h2>2. Welche Daten wir verarbeiten</h2>
<p>Bei der Registrierung: Anrede, Name, E-Mail-Adresse, Land, Ort und freiwillig Telefonnummer und Firma. Bei der Nutzung: Inserate, Nachrichten zwischen Nutzern, gebuchte Tarife sowie technische Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite) in Server-Protokollen.</p>
<h2>3. Zwecke und Rechtsgrundlagen</h2>
<p>Wir verarbeiten die Daten zur Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO), zur Erfüllung gesetzlicher Aufbewahrungspflichten (lit. c) und zur Sicherheit des Portals, etwa gegen Missbrauch von Anmeldungen (lit. f).</p>
<h2>4. Empfänger</h2>
<p>Zahlungen wickelt ein Zahlungsdienstleister ab, der die Kartendaten direkt erhält; wir selbst speichern keine Kartennummern. Unser Hosting-Dienstleister verarbeitet Daten in unserem Auftrag in der EU.</p>
<h2>5. Speicherdauer</h2>
<p>Kontodaten speichern wir bis zur Löschung des Kontos, Rechnungsdaten zehn Jahre nach den handels- und steuerrechtlichen Vorschriften, Server-Protokolle höchstens 14 Tage.</p>
<h2>6. Cookies und Analyse</h2>
<p>Ein technisch notwendiges Cookie hält Ihre Anmeldung. Eine Reichweitenmessung erfolgt pseudonymisiert; Sie können ihr jederzeit widersprechen.</p>
<h2>7. Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren, etwa bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.</p>`,
  },
  {
    slug: 'revocation-instructions',
    type: 'page',
    language: 'de',
    title: 'Widerrufsbelehrung',
    preview: 'Ihr Widerrufsrecht als Verbraucher beim Kauf eines Tarifs.',
    body: `<h2>Widerrufsrecht</h2>
<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.</p>
<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren:</p>${OPERATOR_ADDRESS_HTML}
<p>Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>
<h2>Folgen des Widerrufs</h2>
<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben.</p>
<p>Haben Sie verlangt, dass die Dienstleistung während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zum Widerruf bereits erbrachten Dienstleistungen entspricht.</p>
<h2>Muster-Widerrufsformular</h2>
<p>An die Estate Marketplace GmbH, Friedrichstraße 68, 10117 Berlin, info@estate-marketplace.de: Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (…), bestellt am (…), Name und Anschrift des/der Verbraucher(s), Datum.</p>`,
  },
  {
    slug: 'impressum',
    type: 'page',
    language: 'de',
    title: 'Impressum',
    preview: 'Angaben gemäß § 5 DDG.',
    body: `<h2>Angaben gemäß § 5 DDG</h2>${OPERATOR_ADDRESS_HTML}
<p><strong>Vertreten durch den Geschäftsführer:</strong> Katharina Brandt</p>
<p><strong>Registereintrag:</strong> Handelsregister B des Amtsgerichts Charlottenburg, HRB 214365 B</p>
<p><strong>Umsatzsteuer-Identifikationsnummer</strong> gemäß § 27a UStG: DE 318 542 907</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Katharina Brandt, Anschrift wie oben.</p>
<h2>Streitbeilegung</h2>
<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<h2>Haftung für Inhalte</h2>
<p>Die Inserate stammen von unseren Nutzern. Wir prüfen sie nicht vorab, entfernen rechtswidrige Inhalte aber unverzüglich, sobald wir davon Kenntnis erlangen.</p>`,
  },
];
