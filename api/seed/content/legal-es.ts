// Páginas legales en español (traducción; prevalece la versión alemana). Contenido de demostración:
// que lo revise un abogado antes de publicar.
import type { SeedArticle } from './types.ts';
import { OPERATOR_ADDRESS_HTML } from './operator.ts';

export const LEGAL_ES: readonly SeedArticle[] = [
  {
    slug: 'terms-and-conds',
    type: 'page',
    language: 'es',
    title: 'Condiciones generales',
    preview: 'Las condiciones de uso del portal y de compra de tarifas.',
    body: `<p><em>Traducción para su comodidad; prevalece la versión alemana.</em></p>
<h2>1. Ámbito</h2>
<p>Estas condiciones rigen todos los contratos entre Estate Marketplace GmbH (el «Proveedor») y los usuarios del portal inmobiliario. Las condiciones propias del usuario solo se aplican si el Proveedor las acepta expresamente por escrito.</p>
<h2>2. Servicios</h2>
<p>El Proveedor ofrece una plataforma en la que los usuarios registrados publican anuncios de inmuebles y los visitantes los buscan y contactan con los anunciantes. El Proveedor no es parte de los contratos de compraventa o alquiler entre usuarios ni actúa como agente inmobiliario.</p>
<h2>3. Registro</h2>
<p>El registro es gratuito. El usuario garantiza que sus datos son veraces y completos y mantiene su contraseña en secreto. Se permite una cuenta por persona o empresa.</p>
<h2>4. Tarifas y pago</h2>
<p>Las tarifas de pago otorgan durante su vigencia un cupo de publicaciones y ofertas destacadas. Los precios incluyen el IVA. La tarifa se renueva por el mismo periodo salvo que se desactive la renovación automática en la cuenta antes de su vencimiento. El pago se realiza con tarjeta.</p>
<h2>5. Obligaciones de los anunciantes</h2>
<p>Los anuncios deben ser veraces, referirse a inmuebles realmente disponibles y no vulnerar derechos de terceros. El anunciante debe tener los derechos de las fotos que sube. El Proveedor puede bloquear contenidos contrarios a estas condiciones o a la ley.</p>
<h2>6. Responsabilidad</h2>
<p>El Proveedor responde sin límite por dolo y negligencia grave y por daños a la vida o la salud. Por negligencia leve solo responde del incumplimiento de obligaciones esenciales, limitado al daño previsible típico del contrato. Cada anunciante es el único responsable de la exactitud de sus anuncios.</p>
<h2>7. Disposiciones finales</h2>
<p>Se aplica el derecho alemán, con exclusión de la Convención de la ONU sobre la compraventa internacional; las normas imperativas de protección del consumidor del país de residencia no se ven afectadas. El fuero para comerciantes es Berlín.</p>`,
  },
  {
    slug: 'privacy-policy',
    type: 'page',
    language: 'es',
    title: 'Política de privacidad',
    preview: 'Qué datos personales tratamos, para qué y qué derechos tiene.',
    body: `<h2>1. Responsable</h2>
<p>El responsable del tratamiento según el RGPD es:</p>${OPERATOR_ADDRESS_HTML}
<h2>2. Datos que tratamos</h2>
<p>Al registrarse: tratamiento, nombre, correo electrónico, país, ciudad y, si lo desea, teléfono y empresa. Durante el uso: sus anuncios, los mensajes entre usuarios, las tarifas contratadas y datos técnicos (dirección IP, hora, página solicitada) en los registros del servidor.</p>
<h2>3. Finalidades y bases jurídicas</h2>
<p>Tratamos los datos para ejecutar el contrato de uso (art. 6.1.b RGPD), cumplir obligaciones legales de conservación (art. 6.1.c) y proteger el portal, por ejemplo frente al abuso de inicios de sesión (art. 6.1.f).</p>
<h2>4. Destinatarios y encargados del tratamiento</h2>
<p>Estos proveedores reciben datos personales, cada uno solo para su finalidad:</p>
<ul>
<li><strong>Pagos con tarjeta:</strong> Stripe Payments Europe, Ltd. (Irlanda) recibe los datos de la tarjeta directamente en su navegador, y el importe, la moneda y el correo electrónico de un pedido; nunca vemos ni guardamos números de tarjeta.</li>
<li><strong>Teselas del mapa:</strong> al abrir un mapa, su navegador carga imágenes de los servidores de la OpenStreetMap Foundation (o del servicio indicado en el mapa), que ven su dirección IP y la zona consultada.</li>
<li><strong>Correo electrónico:</strong> nuestro proveedor de correo entrega los mensajes de cuenta, mensajes, alertas y recibos, y ve la dirección y el contenido de cada correo.</li>
<li><strong>Alojamiento:</strong> nuestro proveedor de alojamiento opera los servidores y la base de datos dentro de la UE.</li>
<li><strong>Traducción:</strong> hoy ningún servicio de traducción automática recibe sus datos; lo indicaremos aquí antes de usar alguno.</li>
</ul>
<h2>5. Conservación</h2>
<ul>
<li>Perfil, anuncios, favoritos, búsquedas guardadas y mensajes: hasta que los elimine o elimine su cuenta.</li>
<li>Sesiones: hasta que cierre la sesión, como máximo 30 días o 7 días sin uso; después las borra una limpieza diaria.</li>
<li>Recuentos de inicios de sesión fallidos: 24 horas tras el último fallo. Enlaces para restablecer la contraseña: una hora; se borran al usarse o caducar.</li>
<li>Copias de correos en nuestra bandeja de salida y archivos subidos para una importación: se borran a los 30 días; los de importación en cuanto esta ha terminado.</li>
<li>Pedidos y facturas: diez años según el derecho mercantil y fiscal alemán (§ 147 AO, § 257 HGB), también tras eliminar su cuenta, entonces sin su nombre ni datos de contacto.</li>
<li>Registros del servidor: como máximo 14 días.</li>
</ul>
<h2>6. Cookies y analítica</h2>
<p>Las cookies estrictamente necesarias mantienen su sesión (<em>__Host-sid</em>) y recuerdan su idioma, moneda y su elección de privacidad (<em>lng</em>, <em>currency</em>, <em>consent</em>). La medición de audiencia (Google Analytics mediante un gestor de etiquetas) solo se carga después de que usted acepte en el aviso; hasta entonces no se usa ningún script, cookie ni petición de analítica. Puede cambiar su elección en cualquier momento en «Ajustes de privacidad», al pie de cada página. Las visitas a un anuncio se cuentan para su propietario en nuestros propios servidores, sin cookies.</p>
<h2>7. Sus derechos</h2>
<p>Tiene derecho de acceso, rectificación, supresión, limitación, portabilidad y oposición, y a reclamar ante una autoridad de control, como la autoridad de protección de datos de Berlín.</p>
<p>Puede descargar todo lo que contiene su cuenta y eliminarla usted mismo en su página de perfil («Sus datos»).</p>`,
  },
  {
    slug: 'revocation-instructions',
    type: 'page',
    language: 'es',
    title: 'Derecho de desistimiento',
    preview: 'Su derecho como consumidor a desistir de la compra de una tarifa.',
    body: `<h2>Derecho de desistimiento</h2>
<p>Tiene derecho a desistir del presente contrato en un plazo de catorce días sin necesidad de justificación. El plazo es de catorce días desde la celebración del contrato.</p>
<p>Para ejercerlo, debe notificarnos su decisión mediante una declaración inequívoca (por ejemplo, una carta enviada por correo postal o un correo electrónico):</p>${OPERATOR_ADDRESS_HTML}
<p>Para cumplir el plazo basta con enviar la comunicación antes de que venza.</p>
<h2>Consecuencias del desistimiento</h2>
<p>En caso de desistimiento, le devolveremos todos los pagos recibidos sin demora indebida y, a más tardar, en catorce días desde que recibamos su comunicación, utilizando el mismo medio de pago que empleó.</p>
<p>Si pidió que el servicio comenzara durante el plazo de desistimiento, nos abonará un importe proporcional a la parte ya prestada hasta su comunicación.</p>
<h2>Modelo de formulario de desistimiento</h2>
<p>A Estate Marketplace GmbH, Friedrichstraße 68, 10117 Berlín, Alemania, info@estate-marketplace.de: por la presente le comunico/comunicamos que desisto/desistimos del contrato de prestación del siguiente servicio (…), pedido el (…), nombre y dirección del consumidor, fecha.</p>`,
  },
  {
    slug: 'impressum',
    type: 'page',
    language: 'es',
    title: 'Aviso legal',
    preview: 'Identificación del prestador según la ley alemana (§ 5 DDG).',
    body: `<h2>Información según el § 5 DDG</h2>${OPERATOR_ADDRESS_HTML}
<p><strong>Administradora:</strong> Katharina Brandt</p>
<p><strong>Registro mercantil:</strong> Juzgado de Charlottenburg (Berlín), HRB 214365 B</p>
<p><strong>Número de IVA</strong> según el § 27a UStG: DE 318 542 907</p>
<h2>Responsable del contenido</h2>
<p>Katharina Brandt, dirección arriba indicada.</p>
<h2>Resolución de litigios</h2>
<p>No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una junta arbitral de consumo.</p>
<h2>Responsabilidad por los contenidos</h2>
<p>Los anuncios proceden de nuestros usuarios. No los revisamos de antemano, pero retiramos sin demora los contenidos ilícitos en cuanto tenemos conocimiento de ellos.</p>`,
  },
];
