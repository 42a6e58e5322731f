// News items in every language; one slug per item, so a missing language falls back to English.
import type { Language } from '../../../shared/core/constants.ts';
import type { SeedArticle } from './types.ts';

type Text = [title: string, preview: string, body: string];

function news(slug: string, daysAgo: number, texts: Record<Language, Text>): SeedArticle[] {
  return (Object.entries(texts) as [Language, Text][]).map(([language, [title, preview, body]]) => ({
    slug,
    type: 'news',
    language,
    title,
    preview,
    body: `<p>${body}</p>`,
    daysAgo,
  }));
}

export const NEWS: readonly SeedArticle[] = [
  ...news('greece-golden-visa-thresholds', 1, {
    en: [
      'Greece raises Golden Visa thresholds',
      'Investors now need EUR 800,000 in Athens, Thessaloniki and the popular islands.',
      'In the most sought-after areas a residence permit through property now requires EUR 800,000 in one property of at least 120 m²; elsewhere the threshold is EUR 400,000. Conversions of commercial buildings to homes still qualify from EUR 250,000.',
    ],
    de: [
      'Griechenland erhöht Schwellen für Golden Visa',
      'In Athen, Thessaloniki und auf beliebten Inseln sind nun 800.000 EUR nötig.',
      'In den gefragtesten Gebieten setzt die Aufenthaltserlaubnis über Immobilien nun 800.000 EUR in einem Objekt mit mindestens 120 m² voraus; anderswo 400.000 EUR. Umwandlungen von Gewerbe- in Wohnimmobilien sind weiterhin ab 250.000 EUR möglich.',
    ],
    ru: [
      'Греция повысила пороги «золотой визы»',
      'В Афинах, Салониках и на популярных островах теперь нужно 800 000 евро.',
      'В самых востребованных районах ВНЖ через недвижимость теперь требует покупки одного объекта от 120 м² за 800 000 евро, в остальных — 400 000. Перепрофилирование коммерческих зданий в жильё по-прежнему возможно от 250 000 евро.',
    ],
    es: [
      'Grecia eleva los umbrales de la Golden Visa',
      'En Atenas, Salónica y las islas más populares ya se exigen 800.000 EUR.',
      'En las zonas más demandadas, el permiso de residencia por inversión inmobiliaria exige ahora 800.000 EUR en un solo inmueble de al menos 120 m²; en el resto, 400.000 EUR. La conversión de locales comerciales en viviendas sigue siendo posible desde 250.000 EUR.',
    ],
  }),
  ...news('spain-prices-third-quarter', 5, {
    en: [
      'Spanish home prices up 8% year on year',
      'Coastal regions and the Balearics lead the rise.',
      'According to the national statistics institute, prices of existing homes rose 8% in the third quarter. The Balearic Islands, Málaga and Alicante recorded the strongest growth, driven by foreign buyers.',
    ],
    de: [
      'Spanische Immobilienpreise 8 % über Vorjahr',
      'Küstenregionen und Balearen führen den Anstieg an.',
      'Laut nationalem Statistikamt stiegen die Preise für Bestandswohnungen im dritten Quartal um 8 %. Die Balearen, Málaga und Alicante verzeichneten das stärkste Wachstum, getragen von ausländischen Käufern.',
    ],
    ru: [
      'Цены на жильё в Испании выросли на 8 % за год',
      'Рост возглавили побережье и Балеарские острова.',
      'По данным национального статистического института, вторичное жильё в третьем квартале подорожало на 8 %. Сильнее всего цены выросли на Балеарах, в Малаге и Аликанте — благодаря иностранным покупателям.',
    ],
    es: [
      'La vivienda en España sube un 8 % interanual',
      'Las regiones costeras y Baleares encabezan la subida.',
      'Según el Instituto Nacional de Estadística, el precio de la vivienda usada subió un 8 % en el tercer trimestre. Baleares, Málaga y Alicante registraron el mayor crecimiento, impulsado por compradores extranjeros.',
    ],
  }),
  ...news('croatia-short-term-rental-tax', 9, {
    en: [
      'Croatia changes the flat tax on holiday lets',
      'Municipalities may now set the rate per bed within a wider range.',
      "From next season, the annual flat tax per bed in holiday lets will be set by each municipality between EUR 100 and EUR 300, depending on how touristic the area is. Owners should check their municipality's decision before the season.",
    ],
    de: [
      'Kroatien ändert Pauschalsteuer für Ferienvermietung',
      'Gemeinden legen den Satz pro Bett nun in einer größeren Spanne fest.',
      'Ab der nächsten Saison legt jede Gemeinde die jährliche Pauschalsteuer pro Bett zwischen 100 und 300 EUR fest, je nach touristischer Bedeutung. Vermieter sollten vor der Saison die Entscheidung ihrer Gemeinde prüfen.',
    ],
    ru: [
      'Хорватия меняет паушальный налог на посуточную аренду',
      'Муниципалитеты сами устанавливают ставку за койко-место.',
      'Со следующего сезона годовой паушальный налог за койко-место каждый муниципалитет устанавливает в пределах от 100 до 300 евро в зависимости от туристической привлекательности. Владельцам стоит заранее проверить решение своей общины.',
    ],
    es: [
      'Croacia cambia el impuesto fijo del alquiler vacacional',
      'Los municipios fijan ahora la cuota por cama en un rango más amplio.',
      'A partir de la próxima temporada, cada municipio fijará el impuesto anual por cama entre 100 y 300 EUR, según su carácter turístico. Los propietarios deben consultar la decisión de su municipio antes de la temporada.',
    ],
  }),
  ...news('portal-new-search', 13, {
    en: [
      'A faster search on our portal',
      'Filter by facilities, view and condition, and sort by newest or price.',
      'The new search finds listings across all countries in a fraction of a second. Combine price, area and build year with facilities such as a pool, a sea view or underfloor heating, and save the link to come back to your results.',
    ],
    de: [
      'Schnellere Suche auf unserem Portal',
      'Filtern nach Ausstattung, Aussicht und Zustand, sortieren nach Datum oder Preis.',
      'Die neue Suche findet Angebote in allen Ländern in Sekundenbruchteilen. Kombinieren Sie Preis, Fläche und Baujahr mit Ausstattung wie Pool, Meerblick oder Fußbodenheizung und speichern Sie den Link zu Ihren Ergebnissen.',
    ],
    ru: [
      'Новый быстрый поиск на портале',
      'Фильтры по удобствам, виду и состоянию, сортировка по новизне и цене.',
      'Новый поиск находит объявления во всех странах за доли секунды. Сочетайте цену, площадь и год постройки с удобствами — бассейном, видом на море или тёплым полом — и сохраняйте ссылку на результаты.',
    ],
    es: [
      'Una búsqueda más rápida en nuestro portal',
      'Filtre por equipamiento, vistas y estado, y ordene por fecha o precio.',
      'La nueva búsqueda encuentra anuncios de todos los países en una fracción de segundo. Combine precio, superficie y año de construcción con equipamientos como piscina, vistas al mar o suelo radiante, y guarde el enlace a sus resultados.',
    ],
  }),
  ...news('italy-superbonus-ends', 19, {
    en: [
      'Italy winds down the renovation "Superbonus"',
      'Deductions for energy upgrades fall to 50% for main homes.',
      'The generous deduction for energy-saving renovations is being phased out: from next year owners can deduct 50% of the cost on their main home and 36% on second homes, spread over ten years.',
    ],
    de: [
      'Italien beendet den Sanierungs-„Superbonus“',
      'Abzüge für energetische Sanierung sinken für Hauptwohnsitze auf 50 %.',
      'Der großzügige Abzug für energetische Sanierungen läuft aus: Ab dem nächsten Jahr sind 50 % der Kosten beim Hauptwohnsitz und 36 % bei Zweitwohnungen absetzbar, verteilt auf zehn Jahre.',
    ],
    ru: [
      'Италия сворачивает «Супербонус» на ремонт',
      'Вычет за энергосберегающий ремонт основного жилья снижается до 50 %.',
      'Щедрый налоговый вычет за энергосберегающую реконструкцию отменяется: со следующего года владельцы смогут вычесть 50 % расходов по основному жилью и 36 % по второму, равными долями за десять лет.',
    ],
    es: [
      'Italia pone fin al «Superbonus» de reformas',
      'La deducción por mejoras energéticas baja al 50 % en la vivienda habitual.',
      'La generosa deducción por reformas de eficiencia energética se reduce: desde el próximo año se podrá deducir el 50 % del coste en la vivienda habitual y el 36 % en segundas residencias, en diez años.',
    ],
  }),
  ...news('bulgaria-joins-euro', 26, {
    en: [
      'Bulgaria adopts the euro',
      'Property prices are now quoted in euros; contracts convert at the fixed rate.',
      'With the euro, Bulgarian property prices are quoted in euros at the fixed rate of 1.95583 lev. Existing contracts convert automatically; mortgages in lev are recalculated without any change to their terms.',
    ],
    de: [
      'Bulgarien führt den Euro ein',
      'Immobilienpreise werden nun in Euro angegeben; Verträge werden zum festen Kurs umgerechnet.',
      'Mit dem Euro werden bulgarische Immobilienpreise zum festen Kurs von 1,95583 Lew in Euro angegeben. Bestehende Verträge werden automatisch umgerechnet; Lew-Kredite werden ohne Änderung der Konditionen umgestellt.',
    ],
    ru: [
      'Болгария переходит на евро',
      'Цены на недвижимость указываются в евро, договоры пересчитываются по фиксированному курсу.',
      'С переходом на евро цены на болгарскую недвижимость указываются в евро по фиксированному курсу 1,95583 лева. Действующие договоры пересчитываются автоматически, условия ипотек в левах не меняются.',
    ],
    es: [
      'Bulgaria adopta el euro',
      'Los precios de la vivienda se expresan en euros; los contratos se convierten al tipo fijo.',
      'Con el euro, los precios inmobiliarios búlgaros se expresan en euros al tipo fijo de 1,95583 levas. Los contratos vigentes se convierten automáticamente; las hipotecas en levas se recalculan sin cambiar sus condiciones.',
    ],
  }),
  ...news('turkey-valuation-rules', 34, {
    en: [
      'Turkey tightens valuation rules for foreign buyers',
      'An official valuation report is now required for every sale to a foreigner.',
      'The title deed office accepts a sale to a foreign buyer only with a valuation report from a licensed appraiser, and the declared price may not be below the appraised value.',
    ],
    de: [
      'Türkei verschärft Bewertungsregeln für Ausländer',
      'Für jeden Verkauf an Ausländer ist ein amtliches Wertgutachten nötig.',
      'Das Grundbuchamt akzeptiert einen Verkauf an ausländische Käufer nur mit dem Gutachten eines lizenzierten Sachverständigen; der erklärte Preis darf den Schätzwert nicht unterschreiten.',
    ],
    ru: [
      'Турция ужесточила правила оценки для иностранцев',
      'Для каждой продажи иностранцу нужен официальный отчёт об оценке.',
      'Кадастровое управление регистрирует продажу иностранцу только с отчётом лицензированного оценщика, а заявленная цена не может быть ниже оценочной.',
    ],
    es: [
      'Turquía endurece la tasación para compradores extranjeros',
      'Cada venta a un extranjero requiere un informe de tasación oficial.',
      'El registro solo acepta una venta a un comprador extranjero con el informe de un tasador autorizado, y el precio declarado no puede ser inferior al valor tasado.',
    ],
  }),
  ...news('portal-plans-update', 41, {
    en: [
      'New plans for realtors',
      'Basic, Professional and Premium: more listings and top offers.',
      'Realtors can now choose between three monthly plans with 25, 100 or unlimited listings and up to 20 top offers. Private sellers keep publishing up to three listings for free.',
    ],
    de: [
      'Neue Tarife für Makler',
      'Basis, Professional und Premium: mehr Inserate und Top-Angebote.',
      'Makler wählen jetzt zwischen drei Monatstarifen mit 25, 100 oder unbegrenzt vielen Inseraten und bis zu 20 Top-Angeboten. Private Verkäufer veröffentlichen weiterhin bis zu drei Inserate kostenlos.',
    ],
    ru: [
      'Новые тарифы для риелторов',
      'Базовый, Профессиональный и Премиум: больше объявлений и топ-предложений.',
      'Риелторы теперь выбирают из трёх месячных тарифов: 25, 100 или неограниченное число объявлений и до 20 топ-предложений. Частные продавцы по-прежнему публикуют до трёх объявлений бесплатно.',
    ],
    es: [
      'Nuevas tarifas para agentes inmobiliarios',
      'Básico, Profesional y Premium: más anuncios y ofertas destacadas.',
      'Los agentes pueden elegir ahora entre tres tarifas mensuales con 25, 100 o anuncios ilimitados y hasta 20 ofertas destacadas. Los particulares siguen publicando hasta tres anuncios gratis.',
    ],
  }),
];
