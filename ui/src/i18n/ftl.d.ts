// The catalogue's Fluent files, imported as text by Vite (`?raw`).
declare module "*.ftl?raw" {
  const source: string;
  export default source;
}
