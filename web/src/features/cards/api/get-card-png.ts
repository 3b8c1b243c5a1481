/** GET /api/cards/:id/png answers the card's picture as a PNG file to download, named after its title. */
export const cardPngUrl = (id: string) => `/api/cards/${encodeURIComponent(id)}/png`;
