// Applies the stored appearance and language before the first paint, so a dark page never flashes
// white. A file, not an inline script: the dashboard's Content-Security-Policy allows no inline script.
(function () {
  try {
    var a = localStorage.getItem('cw_appearance') || 'system';
    var dark = a === 'dark' || (a === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    var l = localStorage.getItem('cw_locale');
    if (l) {
      document.documentElement.lang = l;
      document.documentElement.dir = ['ar', 'as', 'fa', 'he', 'ku', 'ur'].indexOf(l) >= 0 ? 'rtl' : 'ltr';
    }
  } catch (e) {}
})();
