export function SiteFooter() {
  return <footer>© 2024 W3Programmer</footer>;
}
