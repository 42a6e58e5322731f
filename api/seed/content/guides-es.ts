// Guías de países en español: unos párrafos de HTML por país (saneados al sembrar). Orientación
// general para compradores, no asesoramiento jurídico ni fiscal; las cifras son rangos habituales.
export const GUIDES_ES: Record<string, string> = {
  IT: `<h2>Comprar una vivienda en Italia</h2>
<p>Los ciudadanos de la UE, y por reciprocidad los de la mayoría de los demás países, compran en Italia en las mismas condiciones que los italianos. Todo comprador necesita un código fiscal italiano (<em>codice fiscale</em>), que el consulado o cualquier oficina tributaria expide en un día.</p>
<p>La compra tiene dos pasos: el contrato preliminar (<em>compromesso</em>), con una señal del 10–30 %, y la escritura (<em>rogito</em>) ante notario, que revisa el registro y liquida los impuestos: el 2 % del valor catastral para la vivienda habitual y el 9 % para una segunda residencia.</p>
<h3>Dónde se compra</h3>
<p>La Toscana y Umbría para casas de piedra, los lagos de Como y Garda para pisos con vistas, Liguria y Apulia para el mar.</p>`,
  ES: `<h2>Comprar una vivienda en España</h2>
<p>No hay restricciones para compradores extranjeros. Necesitará un número de identidad de extranjero (<em>NIE</em>) y una cuenta bancaria española; un abogado independiente revisa el Registro de la Propiedad y las cargas.</p>
<p>Tras la reserva y el contrato de arras (normalmente con un 10 % de señal), la escritura se firma ante notario. El impuesto de transmisiones es del 6–10 % según la comunidad; la obra nueva paga un 10 % de IVA más actos jurídicos documentados.</p>
<h3>Dónde se compra</h3>
<p>La Costa Blanca y la Costa del Sol para pisos y villas, Baleares y Canarias para segundas residencias, Valencia y Málaga para vivir en la ciudad con sol todo el año.</p>`,
  BG: `<h2>Comprar una vivienda en Bulgaria</h2>
<p>Los ciudadanos de la UE pueden comprar pisos, casas y terrenos a su nombre. Los de otros países pueden comprar edificios pero, por regla general, no el suelo; muchos compran a través de una sociedad búlgara.</p>
<p>La escritura notarial se firma en búlgaro con intérprete jurado. El impuesto municipal de adquisición va del 0,1 % al 3 %, más gastos de notaría y registro. Antes de pagar, compruebe que el edificio tenga el Acta 16 (licencia de uso).</p>
<h3>Dónde se compra</h3>
<p>Varna y Burgas para pisos junto al mar Negro, Sunny Beach y Sveti Vlas para complejos turísticos, Bansko para apartamentos de esquí.</p>`,
  TR: `<h2>Comprar una vivienda en Turquía</h2>
<p>Los ciudadanos de la mayoría de los países pueden comprar en Turquía. La escritura (<em>tapu</em>) se transfiere en el registro tras la autorización de zona militar y una tasación oficial.</p>
<p>La tasa de transmisión es del 4 % del valor declarado, normalmente repartida entre comprador y vendedor. Quien compre por al menos 400.000 USD y conserve la vivienda tres años puede solicitar la ciudadanía.</p>
<h3>Dónde se compra</h3>
<p>Antalya y Alanya para residencias nuevas con piscina, Bodrum y Fethiye para villas en el Egeo, Estambul para pisos de inversión.</p>`,
  GR: `<h2>Comprar una vivienda en Grecia</h2>
<p>Los ciudadanos de la UE compran libremente; en algunas zonas fronterizas los demás necesitan un permiso. Hacen falta un número fiscal griego (<em>AFM</em>) y una cuenta bancaria; un abogado revisa el título en el registro o en el nuevo catastro.</p>
<p>El impuesto de transmisión es del 3,09 % del valor fiscal. Los inversores de fuera de la UE que inviertan entre 250.000 y 800.000 EUR, según la zona, pueden obtener un permiso de residencia (Golden Visa).</p>
<h3>Dónde se compra</h3>
<p>Calcídica y Creta para casas junto al mar, Corfú y las Cícladas para casas isleñas, Atenas y Salónica para pisos de alquiler.</p>`,
  AT: `<h2>Comprar una vivienda en Austria</h2>
<p>Los ciudadanos de la UE compran en las mismas condiciones que los austriacos. Cada estado federado tiene su ley de tráfico de tierras: los de otros países necesitan autorización, y las segundas residencias están limitadas en partes del Tirol y Salzburgo.</p>
<p>Gastos: 3,5 % de impuesto de transmisión, 1,1 % de inscripción registral y abogado o notario para el contrato y la cuenta fiduciaria (1–3 %).</p>
<h3>Dónde se compra</h3>
<p>Viena para pisos con alquileres estables, Kitzbühel y los lagos de Salzburgo para chalés, los lagos de Carintia para casas de verano.</p>`,
  FR: `<h2>Comprar una vivienda en Francia</h2>
<p>No hay restricciones para compradores extranjeros. Tras el contrato preliminar (<em>compromis de vente</em>) el comprador dispone de diez días para desistir sin penalización; la venta se firma ante notario unos tres meses después.</p>
<p>Notaría e impuestos suponen un 7–8 % del precio en vivienda usada y un 2–3 % en obra nueva. Los diagnósticos obligatorios (energía, amianto, plomo, termitas) corren a cargo del vendedor.</p>
<h3>Dónde se compra</h3>
<p>Provenza y la Costa Azul para villas, la Dordoña y Bretaña para casas de campo, París y Lyon para pisos.</p>`,
  HR: `<h2>Comprar una vivienda en Croacia</h2>
<p>Los ciudadanos de la UE compran como los croatas; los de muchos otros países necesitan reciprocidad y autorización ministerial. El suelo agrícola está excluido para extranjeros.</p>
<p>El impuesto de transmisión es del 3 %; la obra nueva paga en su lugar un 25 % de IVA. Pida al abogado que compare el registro con el catastro: en la costa suelen diferir.</p>
<h3>Dónde se compra</h3>
<p>Istria para casas de piedra y pisos junto al mar, Split y las islas dálmatas para villas de vacaciones, Zagreb para pisos urbanos.</p>`,
  GB: `<h2>Comprar una vivienda en el Reino Unido</h2>
<p>No hay restricciones para compradores extranjeros. En Inglaterra y Gales un <em>solicitor</em> tramita la transmisión; las ofertas no vinculan hasta el intercambio de contratos.</p>
<p>El impuesto de timbre (Stamp Duty Land Tax) va por tramos, con recargos para no residentes y segundas viviendas. En los pisos, compruebe si son <em>leasehold</em> y cuántos años quedan de arrendamiento.</p>
<h3>Dónde se compra</h3>
<p>Londres para pisos que conservan su valor, los Cotswolds y el Distrito de los Lagos para casitas de campo, Edimburgo y Mánchester para alquiler a estudiantes.</p>`,
  US: `<h2>Comprar una vivienda en Estados Unidos</h2>
<p>Los extranjeros pueden comprar vivienda en todos los estados. Lo habitual es un agente del comprador, una compañía de <em>escrow</em> o de títulos y un seguro de título; los gastos de cierre suponen un 2–5 % del precio.</p>
<p>El condado cobra cada año el impuesto sobre la propiedad, de menos del 1 % a más del 2 % del valor tasado. En una venta posterior por un propietario extranjero se aplica la retención FIRPTA.</p>
<h3>Dónde se compra</h3>
<p>Florida para condominios y casas de vacaciones, Nueva York para apartamentos, California y Texas para casas.</p>`,
};
