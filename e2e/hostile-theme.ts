/**
 * A theme's ordinary global rules, written with no thought of the islands: element resets and link colours as any shop
 * stylesheet has them, and a dark header whose links are light. Added after every other stylesheet, so on equal
 * specificity they win, as a theme's own stylesheet linked after /dist/storefront.css would.
 */
export const HOSTILE_THEME_CSS = `
* { box-sizing: content-box; }
a:link { color: #0645ad; }
a:visited { color: #5a3696; }
button { background: none; border: 0; padding: 0; color: inherit; }
ul { list-style: square; }
li { margin: 0.5rem 1rem; }
p { margin: 1.5rem 0; }
h2 { font-size: 3rem; }
img { max-width: 100%; }
.site-header { background: #10231a; }
header a, .site-header a { color: #fff; }
.site-header .logo__mark { color: inherit; }
`;
