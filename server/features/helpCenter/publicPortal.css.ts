/**
 * The public portal's whole stylesheet, inlined in each page (one request, ~3 KB). Light and dark by
 * prefers-color-scheme; logical properties so RTL pages mirror; the brand colour only where contrast allows
 * (the header picks black or white text for it).
 */
export const PORTAL_CSS = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#57606a;--line:#d0d7de;--card:#f6f8fa;--link:#0a58ca;--mark:#fff3b0}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9da7b3;--line:#30363d;--card:#161b22;--link:#79b8ff;--mark:#5c4a00}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.skip{position:absolute;inset-inline-start:-999px}.skip:focus{inset-inline-start:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}
header{background:var(--brand);color:var(--on-brand)}
header a{color:var(--on-brand)}
.bar{max-width:64rem;margin:0 auto;padding:1rem;display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between}
.brand{display:flex;gap:.75rem;align-items:center;font-weight:600;font-size:1.15rem;text-decoration:none}
.brand img{width:2.25rem;height:2.25rem;object-fit:contain;border-radius:.375rem;background:#fff}
.langs{display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin:0;padding:0;list-style:none;font-size:.9rem}
.langs a[aria-current]{font-weight:700;text-decoration:none}
.hero{max-width:64rem;margin:0 auto;padding:1.5rem 1rem 2.5rem}
.lead{margin:0 0 1rem;font-size:1.5rem;font-weight:600;line-height:1.3}
h1.home{font-size:1.5rem;margin:0}
form.search{display:flex;gap:.5rem;max-width:40rem}
form.search input{flex:1;min-width:0;padding:.65rem .8rem;border:1px solid var(--line);border-radius:.5rem;font:inherit;background:var(--bg);color:var(--fg)}
form.search button{padding:.65rem 1rem;border:1px solid var(--line);border-radius:.5rem;font:inherit;font-weight:600;background:var(--card);color:var(--fg);cursor:pointer}
main{max-width:64rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h2{font-size:1.25rem;margin:2rem 0 .75rem}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem;margin:0;padding:0;list-style:none}
.card{display:block;height:100%;padding:1rem;border:1px solid var(--line);border-radius:.75rem;background:var(--card);color:var(--fg);text-decoration:none}
.card:hover{border-color:var(--link)}
.card strong{display:block;font-size:1.05rem;margin-bottom:.25rem}
.muted{color:var(--muted);font-size:.9rem}
.list{margin:0;padding:0;list-style:none;border-top:1px solid var(--line)}
.list li{padding:.75rem 0;border-bottom:1px solid var(--line)}
.list a{font-weight:600}
.list p{margin:.25rem 0 0}
mark{background:var(--mark);color:inherit;border-radius:.2rem;padding:0 .1rem}
nav.crumbs ol{display:flex;flex-wrap:wrap;gap:.25rem .5rem;margin:0 0 1rem;padding:0;list-style:none;font-size:.9rem}
nav.crumbs li+li::before{content:"/";margin-inline-end:.5rem;color:var(--muted)}
article h1{font-size:2rem;line-height:1.25;margin:0 0 .5rem}
.content{overflow-wrap:anywhere}
.content img{max-width:100%;height:auto}
.content pre{overflow:auto;padding:1rem;background:var(--card);border-radius:.5rem}
.content code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em}
.content blockquote{margin:1rem 0;padding-inline-start:1rem;border-inline-start:4px solid var(--line);color:var(--muted)}
.content table{border-collapse:collapse}.content td,.content th{border:1px solid var(--line);padding:.4rem .6rem}
footer{max-width:64rem;margin:0 auto;padding:2rem 1rem;border-top:1px solid var(--line)}
`
  .replace(/\n/g, '')
  .trim();
