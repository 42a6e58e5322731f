// The operator's postal and contact details as HTML, the same in every language (client/components/
// operator.ts holds the same data for the site's footer; the api may not import client code).
export const OPERATOR_ADDRESS_HTML = `<address>Estate Marketplace GmbH<br>Friedrichstraße 68<br>10117 Berlin<br>Deutschland / Germany<br>
Tel. <a href="tel:+493020188420">+49 30 20188420</a><br>E-Mail: <a href="mailto:info@estate-marketplace.de">info@estate-marketplace.de</a></address>`;
