// Länderratgeber auf Deutsch: einige Absätze HTML je Land (beim Seeden bereinigt). Allgemeine
// Orientierung für Käufer, keine Rechts- oder Steuerberatung; Zahlen sind typische Spannen.
export const GUIDES_DE: Record<string, string> = {
  IT: `<h2>Immobilienkauf in Italien</h2>
<p>EU-Bürger und – nach dem Gegenseitigkeitsprinzip – Bürger der meisten anderen Staaten kaufen in Italien zu denselben Bedingungen wie Italiener. Jeder Käufer braucht eine italienische Steuernummer (<em>codice fiscale</em>), die das Konsulat oder jedes Finanzamt binnen eines Tages ausstellt.</p>
<p>Der Kauf verläuft in zwei Schritten: Vorvertrag (<em>compromesso</em>) mit einer Anzahlung von meist 10–30 % und notarieller Kaufvertrag (<em>rogito</em>). Der Notar prüft das Grundbuch und führt die Steuern ab: 2 % des Katasterwerts für den Hauptwohnsitz, 9 % für eine Zweitwohnung.</p>
<h3>Beliebte Regionen</h3>
<p>Toskana und Umbrien für Landhäuser aus Naturstein, Comer See und Gardasee für Wohnungen mit Seeblick, Ligurien und Apulien für das Meer. Sanierungsobjekte sind günstig, brauchen aber Genehmigungen und ein großzügiges Budget.</p>`,
  ES: `<h2>Immobilienkauf in Spanien</h2>
<p>Für ausländische Käufer gibt es keine Beschränkungen. Sie brauchen eine Ausländer-Identifikationsnummer (<em>NIE</em>) und ein spanisches Konto; ein unabhängiger Anwalt prüft das Eigentumsregister und etwaige Lasten.</p>
<p>Nach Reservierung und privatem Kaufvertrag (<em>contrato de arras</em>, meist 10 % Anzahlung) wird die Urkunde beim Notar unterzeichnet. Die Grunderwerbsteuer beträgt je nach Region 6–10 %; bei Neubauten fallen stattdessen 10 % Mehrwertsteuer und Stempelsteuer an.</p>
<h3>Beliebte Regionen</h3>
<p>Costa Blanca und Costa del Sol für Wohnungen und Villen, Balearen und Kanaren für Ferienhäuser, Valencia und Málaga für Stadtleben mit Sonne das ganze Jahr.</p>`,
  BG: `<h2>Immobilienkauf in Bulgarien</h2>
<p>EU-Bürger können Wohnungen, Häuser und Grundstücke auf ihren Namen erwerben. Bürger anderer Staaten dürfen Gebäude kaufen, in der Regel aber nicht den Boden darunter; viele kaufen daher über eine bulgarische Gesellschaft.</p>
<p>Die notarielle Urkunde wird auf Bulgarisch mit vereidigtem Dolmetscher unterzeichnet. Die Grunderwerbsteuer legt die Gemeinde fest (0,1–3 %), dazu kommen Notar- und Registergebühren. Prüfen Sie vor der Zahlung, ob das Gebäude den Akt 16 (Nutzungsgenehmigung) hat.</p>
<h3>Beliebte Regionen</h3>
<p>Warna und Burgas für Wohnungen am Schwarzen Meer, Sonnenstrand und Sveti Vlas für Ferienanlagen, Bansko für Skiapartments. Die Preise gehören zu den niedrigsten der EU; die Betriebskosten in Anlagen verdienen einen genauen Blick.</p>`,
  TR: `<h2>Immobilienkauf in der Türkei</h2>
<p>Bürger der meisten Staaten dürfen in der Türkei kaufen. Die Eigentumsurkunde (<em>tapu</em>) wird nach einer Freigabe durch das Militär und einem amtlichen Wertgutachten beim Grundbuchamt übertragen.</p>
<p>Die Übertragungsgebühr beträgt 4 % des erklärten Werts und wird meist zwischen Käufer und Verkäufer geteilt. Wer für mindestens 400.000 USD kauft und drei Jahre hält, kann die Staatsbürgerschaft beantragen.</p>
<h3>Beliebte Regionen</h3>
<p>Antalya und Alanya für Neubauresidenzen mit Pool, Bodrum und Fethiye für Villen an der Ägäis, Istanbul für Anlagewohnungen.</p>`,
  GR: `<h2>Immobilienkauf in Griechenland</h2>
<p>EU-Bürger kaufen frei; in einigen Grenzregionen brauchen andere eine Genehmigung. Nötig sind eine griechische Steuernummer (<em>AFM</em>) und ein Konto; ein Anwalt prüft den Titel im Grundbuch oder im neuen Kataster.</p>
<p>Die Grunderwerbsteuer beträgt 3,09 % des Steuerwerts. Käufer aus Drittstaaten, die je nach Gebiet 250.000–800.000 EUR investieren, können eine Aufenthaltserlaubnis (Golden Visa) erhalten.</p>
<h3>Beliebte Regionen</h3>
<p>Chalkidiki und Kreta für Häuser am Meer, Korfu und die Kykladen für Inselhäuser, Athen und Thessaloniki für gut vermietbare Wohnungen.</p>`,
  AT: `<h2>Immobilienkauf in Österreich</h2>
<p>EU-Bürger kaufen zu denselben Bedingungen wie Österreicher. Jedes Bundesland hat ein eigenes Grundverkehrsgesetz; Bürger anderer Staaten brauchen eine Genehmigung der Grundverkehrsbehörde, und Zweitwohnsitze sind in Teilen Tirols und Salzburgs beschränkt.</p>
<p>Nebenkosten: 3,5 % Grunderwerbsteuer, 1,1 % Grundbucheintragung sowie Anwalt oder Notar für Vertrag und Treuhandschaft (etwa 1–3 %).</p>
<h3>Beliebte Regionen</h3>
<p>Wien für Stadtwohnungen mit stabilen Mieten, Kitzbühel und das Salzkammergut für Chalets, die Kärntner Seen für Sommerhäuser.</p>`,
  FR: `<h2>Immobilienkauf in Frankreich</h2>
<p>Für ausländische Käufer gibt es keine Beschränkungen. Nach dem Vorvertrag (<em>compromis de vente</em>) hat der Käufer zehn Tage Bedenkzeit; der Kauf wird etwa drei Monate später beim Notar vollzogen.</p>
<p>Notar und Steuern kosten bei Bestandsimmobilien etwa 7–8 % des Preises, bei Neubauten 2–3 %. Die Pflichtgutachten (Energie, Asbest, Blei, Termiten) bezahlt der Verkäufer.</p>
<h3>Beliebte Regionen</h3>
<p>Provence und Côte d'Azur für Villen, Dordogne und Bretagne für Landhäuser, Paris und Lyon für Wohnungen.</p>`,
  HR: `<h2>Immobilienkauf in Kroatien</h2>
<p>EU-Bürger kaufen zu denselben Bedingungen wie Kroaten; Bürger vieler anderer Staaten brauchen Gegenseitigkeit und eine ministerielle Genehmigung. Landwirtschaftliche Flächen sind für Ausländer ausgeschlossen.</p>
<p>Die Grunderwerbsteuer beträgt 3 %; Neubauten tragen stattdessen 25 % Mehrwertsteuer. Lassen Sie Grundbuch und Kataster abgleichen: an der Küste weichen sie oft voneinander ab.</p>
<h3>Beliebte Regionen</h3>
<p>Istrien für Steinhäuser im Hinterland und Wohnungen am Meer, Split und die dalmatinischen Inseln für Ferienvillen, Zagreb für Stadtwohnungen.</p>`,
  GB: `<h2>Immobilienkauf im Vereinigten Königreich</h2>
<p>Für ausländische Käufer gibt es keine Beschränkungen. In England und Wales übernimmt ein Solicitor die Eigentumsübertragung; Angebote sind bis zum Austausch der Verträge nicht bindend.</p>
<p>Die Stamp Duty Land Tax ist gestaffelt; Nichtansässige und Käufer weiterer Wohnungen zahlen Zuschläge. Prüfen Sie bei Wohnungen, ob es sich um Leasehold handelt und wie lange der Vertrag noch läuft.</p>
<h3>Beliebte Regionen</h3>
<p>London für wertbeständige Wohnungen, die Cotswolds und der Lake District für Cottages, Edinburgh und Manchester für Vermietung an Studierende.</p>`,
  US: `<h2>Immobilienkauf in den USA</h2>
<p>Ausländer dürfen in allen Bundesstaaten Wohnimmobilien kaufen. Üblich sind ein Käufermakler, eine Escrow- oder Title-Gesellschaft und eine Rechtstitelversicherung; die Abschlusskosten betragen 2–5 % des Preises.</p>
<p>Die Grundsteuer erhebt das County jährlich, von unter 1 % bis über 2 % des Schätzwerts. Beim späteren Verkauf durch einen ausländischen Eigentümer greift der FIRPTA-Steuereinbehalt.</p>
<h3>Beliebte Regionen</h3>
<p>Florida für Eigentumswohnungen und Ferienhäuser, New York für Apartments, Kalifornien und Texas für Häuser.</p>`,
};
