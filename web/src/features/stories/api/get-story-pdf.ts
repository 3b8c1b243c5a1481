/** GET /api/stories/:id/pdf answers the print layout as a PDF file to download (Content-Disposition: attachment). */
export const storyPdfUrl = (id: string) => `/api/stories/${encodeURIComponent(id)}/pdf`;
