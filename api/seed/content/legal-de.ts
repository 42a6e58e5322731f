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
<h2>4. Empfänger und Auftragsverarbeiter</h2>
<p>Diese Dienstleister erhalten personenbezogene Daten, jeweils nur für ihren Zweck:</p>
<ul>
<li><strong>Kartenzahlungen:</strong> Stripe Payments Europe, Ltd. (Irland) erhält die Kartendaten direkt in Ihrem Browser sowie Betrag, Währung und E-Mail-Adresse einer Bestellung; wir sehen und speichern keine Kartennummern.</li>
<li><strong>Kartenkacheln:</strong> Öffnen Sie eine Karte, lädt Ihr Browser Kartenbilder von den Servern der OpenStreetMap Foundation (oder des auf der Karte genannten Dienstes), die Ihre IP-Adresse und den angezeigten Ausschnitt sehen.</li>
<li><strong>E-Mail:</strong> Unser E-Mail-Dienstleister stellt Konto-, Nachrichten-, Suchauftrags- und Beleg-Mails zu und sieht Adresse und Inhalt jeder Mail.</li>
<li><strong>Hosting:</strong> Unser Hosting-Anbieter betreibt Server und Datenbank in der EU.</li>
<li><strong>Übersetzung:</strong> Derzeit erhält kein maschineller Übersetzungsdienst Ihre Daten; wir nennen ihn hier, bevor einer genutzt wird.</li>
</ul>
<h2>5. Speicherdauer</h2>
<ul>
<li>Profil, Inserate, Favoriten, gespeicherte Suchen und Nachrichten: bis Sie sie oder Ihr Konto löschen.</li>
<li>Sitzungen: bis zur Abmeldung, höchstens 30 Tage oder 7 Tage ohne Nutzung; danach löscht sie eine tägliche Bereinigung.</li>
<li>Zähler fehlgeschlagener Anmeldungen: 24 Stunden nach dem letzten Fehlversuch. Links zum Zurücksetzen des Passworts: eine Stunde, gelöscht nach Gebrauch oder Ablauf.</li>
<li>Kopien von E-Mails in unserem Postausgang und für einen Import hochgeladene Dateien: gelöscht nach 30 Tagen, Importdateien sobald der Import gelaufen ist.</li>
<li>Bestellungen und Rechnungen: zehn Jahre nach Handels- und Steuerrecht (§ 147 AO, § 257 HGB), auch nach Löschung Ihres Kontos, dann ohne Ihren Namen und Ihre Kontaktdaten.</li>
<li>Server-Protokolle: höchstens 14 Tage.</li>
</ul>
<h2>6. Cookies und Analyse</h2>
<p>Technisch notwendige Cookies halten Sie angemeldet (<em>__Host-sid</em>) und speichern Sprache, Währung und Ihre Datenschutz-Wahl (<em>lng</em>, <em>currency</em>, <em>consent</em>). Die Reichweitenmessung (Google Analytics über einen Tag-Manager) wird erst geladen, wenn Sie im Banner zustimmen (§ 25 TTDSG); bis dahin werden kein Analyse-Skript, kein Cookie und keine Anfrage verwendet. Ihre Wahl können Sie jederzeit unter „Datenschutzeinstellungen“ unten auf jeder Seite ändern. Aufrufe eines Inserats zählen wir für dessen Inhaber auf unseren eigenen Servern ohne Cookies.</p>
<h2>7. Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren, etwa bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.</p>
<p>Alle Daten Ihres Kontos können Sie auf Ihrer Profilseite („Ihre Daten“) herunterladen und Ihr Konto dort selbst löschen.</p>`,
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
