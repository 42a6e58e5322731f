// Country banners: a headline and a line of text per language, shown above a country's search and
// on its guide page.
export interface SeedBanner {
  title: Record<'en' | 'de' | 'ru' | 'es', string>;
  text: Record<'en' | 'de' | 'ru' | 'es', string>;
  image: string | null;
}

const banner = (en: [string, string], de: [string, string], ru: [string, string], es: [string, string]): SeedBanner => ({
  title: { en: en[0], de: de[0], ru: ru[0], es: es[0] },
  text: { en: en[1], de: de[1], ru: ru[1], es: es[1] },
  image: null,
});

export const BANNERS: Record<string, SeedBanner> = {
  IT: banner(
    ['Property in Italy', 'Farmhouses in Tuscany, flats on the lakes, villas on the Ligurian coast.'],
    ['Immobilien in Italien', 'Landhäuser in der Toskana, Wohnungen an den Seen, Villen an der ligurischen Küste.'],
    ['Недвижимость в Италии', 'Фермерские дома в Тоскане, квартиры на озёрах, виллы на Лигурийском побережье.'],
    ['Inmuebles en Italia', 'Casas de campo en la Toscana, pisos en los lagos, villas en la costa de Liguria.'],
  ),
  ES: banner(
    ['Property in Spain', 'Apartments on the Costa Blanca and Costa del Sol, fincas in Andalusia and Mallorca.'],
    ['Immobilien in Spanien', 'Apartments an der Costa Blanca und Costa del Sol, Fincas in Andalusien und auf Mallorca.'],
    ['Недвижимость в Испании', 'Апартаменты на Коста-Бланке и Коста-дель-Соль, финки в Андалусии и на Майорке.'],
    ['Inmuebles en España', 'Apartamentos en la Costa Blanca y la Costa del Sol, fincas en Andalucía y Mallorca.'],
  ),
  BG: banner(
    ['Property in Bulgaria', 'Seaside flats in Varna and Burgas, houses in the villages of the Black Sea coast.'],
    ['Immobilien in Bulgarien', 'Wohnungen am Meer in Warna und Burgas, Häuser in den Dörfern der Schwarzmeerküste.'],
    ['Недвижимость в Болгарии', 'Квартиры у моря в Варне и Бургасе, дома в сёлах черноморского побережья.'],
    ['Inmuebles en Bulgaria', 'Pisos junto al mar en Varna y Burgas, casas en los pueblos de la costa del mar Negro.'],
  ),
  TR: banner(
    ['Property in Turkey', 'New-build residences in Antalya and Alanya, villas on the Aegean coast.'],
    ['Immobilien in der Türkei', 'Neubau-Residenzen in Antalya und Alanya, Villen an der Ägäisküste.'],
    ['Недвижимость в Турции', 'Новостройки в Анталье и Алании, виллы на Эгейском побережье.'],
    ['Inmuebles en Turquía', 'Residencias de obra nueva en Antalya y Alanya, villas en la costa del Egeo.'],
  ),
  GR: banner(
    ['Property in Greece', 'Island houses, Halkidiki seafront flats and Athens apartments.'],
    ['Immobilien in Griechenland', 'Inselhäuser, Wohnungen am Meer auf Chalkidiki und Apartments in Athen.'],
    ['Недвижимость в Греции', 'Дома на островах, квартиры у моря на Халкидиках и апартаменты в Афинах.'],
    ['Inmuebles en Grecia', 'Casas en las islas, pisos frente al mar en Calcídica y apartamentos en Atenas.'],
  ),
  AT: banner(
    ['Property in Austria', 'Vienna flats, alpine chalets in Tyrol and Salzburg, lake houses in Carinthia.'],
    ['Immobilien in Österreich', 'Wiener Wohnungen, Chalets in Tirol und Salzburg, Seehäuser in Kärnten.'],
    ['Недвижимость в Австрии', 'Квартиры в Вене, шале в Тироле и Зальцбурге, дома на озёрах Каринтии.'],
    ['Inmuebles en Austria', 'Pisos en Viena, chalés alpinos en el Tirol y Salzburgo, casas junto a los lagos de Carintia.'],
  ),
  FR: banner(
    ['Property in France', 'Provençal mas, Riviera apartments and Paris pieds-à-terre.'],
    ['Immobilien in Frankreich', 'Provenzalische Mas, Apartments an der Côte d’Azur und Stadtwohnungen in Paris.'],
    ['Недвижимость во Франции', 'Провансальские дома, апартаменты на Лазурном берегу и квартиры в Париже.'],
    ['Inmuebles en Francia', 'Masías provenzales, apartamentos en la Costa Azul y pisos en París.'],
  ),
  HR: banner(
    ['Property in Croatia', 'Stone houses in Istria, Dalmatian island villas and flats in Split.'],
    ['Immobilien in Kroatien', 'Steinhäuser in Istrien, Inselvillen in Dalmatien und Wohnungen in Split.'],
    ['Недвижимость в Хорватии', 'Каменные дома в Истрии, виллы на далматинских островах и квартиры в Сплите.'],
    ['Inmuebles en Croacia', 'Casas de piedra en Istria, villas en las islas dálmatas y pisos en Split.'],
  ),
  GB: banner(
    ['Property in the United Kingdom', 'London flats, Cotswolds cottages and Scottish country houses.'],
    ['Immobilien im Vereinigten Königreich', 'Londoner Wohnungen, Cottages in den Cotswolds und Landhäuser in Schottland.'],
    ['Недвижимость в Великобритании', 'Квартиры в Лондоне, коттеджи в Котсуолдсе и загородные дома в Шотландии.'],
    ['Inmuebles en el Reino Unido', 'Pisos en Londres, casitas en los Cotswolds y casas de campo en Escocia.'],
  ),
  US: banner(
    ['Property in the United States', 'Florida condos, New York apartments and houses in California.'],
    ['Immobilien in den USA', 'Eigentumswohnungen in Florida, Apartments in New York und Häuser in Kalifornien.'],
    ['Недвижимость в США', 'Кондоминиумы во Флориде, квартиры в Нью-Йорке и дома в Калифорнии.'],
    ['Inmuebles en Estados Unidos', 'Condominios en Florida, apartamentos en Nueva York y casas en California.'],
  ),
};
