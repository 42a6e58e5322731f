// Country guides in English: a few paragraphs of HTML per featured country (sanitized when seeded).
// General orientation for buyers, not legal or tax advice; figures are typical ranges.
export const GUIDES_EN: Record<string, string> = {
  IT: `<h2>Buying property in Italy</h2>
<p>Foreigners from the EU, and from most other countries by reciprocity, may buy Italian property on the same terms as Italians. Every buyer needs an Italian tax code (<em>codice fiscale</em>), which the consulate or any tax office issues within a day.</p>
<p>A purchase has two steps: the preliminary contract (<em>compromesso</em>), signed with a deposit of usually 10–30 %, and the final deed (<em>rogito</em>) before a notary, who checks the land register and collects the taxes. On a resale home bought as a main residence, registration tax is 2 % of the cadastral value; on a second home it is 9 %.</p>
<h3>Where people buy</h3>
<p>Tuscany and Umbria for stone farmhouses, Lake Como and Lake Garda for flats with a view, Liguria and Apulia for the sea. Restoration projects are cheap to buy but plan for permits and a generous budget.</p>`,
  ES: `<h2>Buying property in Spain</h2>
<p>Spain places no restrictions on foreign buyers. You need a foreigner's identity number (<em>NIE</em>) and a Spanish bank account; an independent lawyer checks the land register (<em>Registro de la Propiedad</em>) and any debts on the property.</p>
<p>After a reservation contract and a private purchase contract (<em>contrato de arras</em>, usually with a 10 % deposit), the deed is signed before a notary. Resale transfer tax is 6–10 % depending on the region; new builds carry 10 % VAT plus stamp duty.</p>
<h3>Where people buy</h3>
<p>The Costa Blanca and Costa del Sol remain the favourites for flats and villas, the Balearic and Canary Islands for holiday homes, and Valencia and Málaga for city life with year-round sun.</p>`,
  BG: `<h2>Buying property in Bulgaria</h2>
<p>EU citizens may buy flats, houses and land in their own name. Citizens of other countries may buy buildings but, as a rule, not the land beneath them; many therefore buy through a Bulgarian company.</p>
<p>The notary deed is signed in Bulgarian with a sworn interpreter. Transfer tax is set by the municipality, between 0.1 % and 3 %, plus notary and registration fees. Check that the building has its Act 16 (use permit) before you pay.</p>
<h3>Where people buy</h3>
<p>Varna and Burgas for flats by the Black Sea, Sunny Beach and Sveti Vlas for holiday complexes, and Bansko for ski apartments. Prices are among the lowest in the EU, but maintenance fees in resort complexes deserve a close look.</p>`,
  TR: `<h2>Buying property in Turkey</h2>
<p>Citizens of most countries may buy Turkish property; the title deed (<em>tapu</em>) is transferred at the land registry office after a military-zone clearance and an official valuation report.</p>
<p>Transfer fee is 4 % of the declared value, usually split between buyer and seller. Buyers of property worth at least USD 400,000 who keep it for three years may apply for citizenship.</p>
<h3>Where people buy</h3>
<p>Antalya and Alanya for new residences with pools and gyms, Bodrum and Fethiye for villas on the Aegean, and Istanbul for investment flats.</p>`,
  GR: `<h2>Buying property in Greece</h2>
<p>EU citizens buy freely; some border areas need a permit for others. You need a Greek tax number (<em>AFM</em>) and a bank account; a lawyer checks the title at the land registry or the new cadastre.</p>
<p>Transfer tax is 3.09 % of the tax value on resale homes. Non-EU buyers investing at least EUR 250,000–800,000, depending on the area, may receive a residence permit (Golden Visa).</p>
<h3>Where people buy</h3>
<p>Halkidiki and Crete for seaside homes, Corfu and the Cyclades for island houses, Athens and Thessaloniki for flats that let well.</p>`,
  AT: `<h2>Buying property in Austria</h2>
<p>EU citizens buy on the same terms as Austrians. Each federal state has its own land-transfer law; citizens of other countries need the approval of the land-transfer authority, and second homes are restricted in parts of Tyrol and Salzburg.</p>
<p>Costs: 3.5 % real-estate transfer tax, 1.1 % land register fee, plus lawyer or notary for the contract and its trust account (about 1–3 %).</p>
<h3>Where people buy</h3>
<p>Vienna for city flats with stable rents, Kitzbühel and the Salzburg lakes for chalets, and Carinthia's lakes for summer houses.</p>`,
  FR: `<h2>Buying property in France</h2>
<p>France places no restrictions on foreign buyers. After the preliminary contract (<em>compromis de vente</em>) the buyer has ten days to withdraw without penalty; the sale is completed about three months later before a notary.</p>
<p>Notary fees and taxes come to about 7–8 % of the price on resale homes, 2–3 % on new builds. Mandatory surveys (energy, asbestos, lead, termites) are paid by the seller.</p>
<h3>Where people buy</h3>
<p>Provence and the Côte d'Azur for villas, the Dordogne and Brittany for country houses, Paris and Lyon for flats.</p>`,
  HR: `<h2>Buying property in Croatia</h2>
<p>EU citizens buy on the same terms as Croatians; citizens of many other countries need reciprocity and ministerial approval. Agricultural land is excluded for foreigners.</p>
<p>Real-estate transfer tax is 3 % on resale homes; new builds carry 25 % VAT instead. Ask the lawyer to match the land register with the cadastre: differences are common on the coast.</p>
<h3>Where people buy</h3>
<p>Istria for stone houses inland and flats by the sea, Split and the Dalmatian islands for holiday villas, Zagreb for city flats.</p>`,
  GB: `<h2>Buying property in the United Kingdom</h2>
<p>There are no restrictions on foreign buyers. In England and Wales a solicitor handles the conveyancing; offers are not binding until contracts are exchanged, so sales can fall through.</p>
<p>Stamp Duty Land Tax is banded; non-residents and buyers of additional homes pay surcharges. Check whether a flat is leasehold and how many years of lease remain.</p>
<h3>Where people buy</h3>
<p>London for flats that hold their value, the Cotswolds and the Lake District for cottages, Edinburgh and Manchester for student and city lets.</p>`,
  US: `<h2>Buying property in the United States</h2>
<p>Foreign buyers may buy residential property in every state. A buyer's agent, an escrow or title company and title insurance are standard; closing costs run to 2–5 % of the price.</p>
<p>Property tax is charged yearly by the county, from under 1 % to over 2 % of the assessed value. On a later sale by a foreign owner, FIRPTA withholding applies.</p>
<h3>Where people buy</h3>
<p>Florida for condos and holiday homes, New York for apartments, California and Texas for houses.</p>`,
};
