// The visitor's choice of language, kept in the browser, and the one script a page runs before it
// is drawn. Plain JavaScript (lang-choice.d.ts gives its types): the build's scripts read it as it
// is (scripts/build/page-writer.mjs puts LANG_SCRIPT in every prerendered page's <head>,
// scripts/build/security-headers.ts allows exactly that text by its hash), and the site's code reads
// the key.
//
// Language is a place (docs/decisions.md): every page has an address in each language (the
// <link rel="alternate" hreflang> of its head), and the header's switch is a link to the page in
// the other language, marked #lang=<it>. LANG_SCRIPT, inline in the head after those links and
// before the page's CSS and content, so before anything is painted:
//   - arriving with #lang=xx (the switch was followed: also in a new tab, and before the page's
//     own script ran), keeps xx as the visitor's choice and takes the mark out of the address;
//   - when the choice kept is not this page's language (<html lang>), and the page has an address
//     in it, stops this page loading and replaces it with that address (its query and fragment
//     kept), so a visitor who chose Nepali and opens an English address (a bookmark, a shared link)
//     is shown the Nepali page, never the English one first.
//   - first, an address whose path starts with '//' (https://school//evil.example/, which a server
//     serves as a path of the site) becomes the same path with one slash, so nothing on the page
//     reads a protocol-relative URL of another host as its own address (src/lib/lang-path.ts
//     sitePathOf; src/app/start-app.tsx does the same for a page without this script).
// Nothing else: no choice kept, storage blocked, no such link (the 404 page, the app shell), in a
// frame (the studio's preview, the one place the site is framed: it asks for a language by the
// address), or anything unexpected, and the page is simply shown.

/** Where the choice is kept (localStorage). */
export const LANG_STORAGE_KEY = 'school-site:lang';

/** The mark a link to a page in another language carries, which makes that language the visitor's choice. */
export function langChoiceHash(lang) {
  return `#lang=${lang}`;
}

// (A string, not a function's source: the hash of these exact characters is in the policy, and a
// bundler reprints a function but keeps a string's value.)
export const LANG_SCRIPT = `(function () {
  try {
    if (location.pathname.indexOf('//') === 0)
      history.replaceState(history.state, '', '/' + location.pathname.replace(/^\\/+/, '') + location.search + location.hash);
    var key = '${LANG_STORAGE_KEY}';
    var mark = /^#lang=([a-z]{2})$/.exec(location.hash);
    var chosen;
    if (mark) {
      chosen = mark[1];
      history.replaceState(history.state, '', location.pathname + location.search);
      localStorage.setItem(key, chosen);
    } else chosen = localStorage.getItem(key);
    if (!/^[a-z]{2}$/.test(chosen || '') || chosen === document.documentElement.lang || window.top !== window) return;
    var there = document.querySelector('link[rel="alternate"][hreflang="' + chosen + '"]');
    if (!there) return;
    var to = new URL(there.href).pathname + location.search + location.hash;
    stop();
    location.replace(to);
  } catch (e) {}
})();`;
