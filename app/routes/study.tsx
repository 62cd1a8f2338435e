export default function Study() {
  return <h1>Study</h1>;
}
