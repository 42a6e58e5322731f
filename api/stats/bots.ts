// Known bots by their user agent, for the view counter: search engines, link previews, monitors,
// archivers and scripts announce themselves with one of these words. A missing user agent is a
// script too. Headless browsers that pretend to be people are not recognised (nobody can by the
// user agent alone).
const BOT =
  /(?<!cu)bot\b|bot[/;_-]|crawl|spider|slurp|archiver|scrap|fetch|monitor|preview|facebookexternalhit|embedly|quora link|whatsapp|telegram|skype|bingpreview|lighthouse|pagespeed|pingdom|uptime|curl\/|wget\/|python|java\/|go-http-client|okhttp|axios|node-fetch|undici|libwww|httpclient|http_request|postman|insomnia|^mozilla\/5\.0$/i;

export function isBot(userAgent: string | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua === '' || BOT.test(ua);
}
