// How many photos one page of an album shows: a long album is paged like a list
// (src/navigation/list-page-routes.ts), so a page's HTML and data stay small however many photos the
// school uploads to it. Each photo is a picture in the page (the widget's hidden ones are not
// fetched), so a page of 48 stays well under the page budget.
export const ALBUM_PAGE_SIZE = 48;
