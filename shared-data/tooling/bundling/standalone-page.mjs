/**
 * A remote's standalone page (what its dev server and static host serve at `/`), one template for
 * every remote: webpack's HtmlWebpackPlugin adds the scripts before `</body>`. The shell's page is
 * its own (shell/public/index.html).
 */
export function standalonePage(team) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>CodeYatra · ${team} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}
