// One page of an article list: /ratgeber, /ratgeber/seite/<n>, /ratgeber/kategorie/<c> and its
// /seite/<n> (app/routes.ts). The list route above loads and renders the page the address names;
// this route only makes the address known to the router.
export default function ListPage() {
  return null;
}
