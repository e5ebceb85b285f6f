/**
 * Product and event branding (names, date, event link, logos): proper names, the same in every language. Nothing
 * else spells these out; every other word a visitor reads is in the catalogues (the landing's subtitle is
 * `Landing.subtitle`).
 */

export const brand = {
  productName: "What's Your Flavor",
  event: {
    name: 'Data Revolution Pop-Up',
    venue: 'The Scoop Lab, Berlin',
    date: '25.09.23',
    url: 'https://www.vana.org/',
  },
  partners: [
    { name: 'Spotify', logo: '/partners/spotify.svg', width: 112, height: 34 },
    { name: 'Vana', logo: '/partners/vana.svg', width: 96, height: 34 },
    { name: 'The Scoop Lab', logo: '/partners/scoop-lab.svg', width: 128, height: 34 },
  ],
} as const;

/** The landing title is the product name followed by a question mark. */
export const landingTitle = `${brand.productName}?`;
