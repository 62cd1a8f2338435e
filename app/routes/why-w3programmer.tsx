export default function WhyW3Programmer() {
  return <h1>Why W3Programmer</h1>;
}
